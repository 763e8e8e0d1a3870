import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A figures table, captioned for screen readers, that scrolls sideways when the screen is narrower than its columns (a phone, or the tag tab's
 * nine modes in Spanish). The scrolling box takes the focus and is named by the table, so the keyboard can scroll it
 * too (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
export function ScrollableTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': caption } }}>
      <Table striped withTableBorder verticalSpacing="xs">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

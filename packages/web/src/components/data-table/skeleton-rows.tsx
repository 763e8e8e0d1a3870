import { rem, Skeleton, Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { CELL_CLASS } from './cell-class.ts';

/** The height of a row's action icons (Mantine's ActionIcon), the tallest content of a one-line row of every list. */
const CONTENT_HEIGHT = 28;
/** Bars of a few lengths, so the placeholder reads as rows of text rather than as a grid of boxes. */
const WIDTHS = ['72%', '88%', '56%', '80%'] as const;
/** A wide column (a list of names and actions only) holds short words, not a bar across the table. */
const MAX_WIDTH = 192;
/**
 * Mantine's Skeleton as it draws itself (class, data attributes, variables), without the component: a page of
 * placeholders is up to a hundred cells, and a Group and a Skeleton in each (two Boxes resolving props and styles)
 * took a phone a tenth of a second to render (issue #21).
 */
const BAR_CLASS = `${Skeleton.classes.root} mantine-Skeleton-root`;

function barStyle(width: string): CSSProperties {
  return { '--skeleton-height': rem(10), '--skeleton-width': width, '--skeleton-radius': 'var(--mantine-radius-xl)', maxWidth: MAX_WIDTH } as CSSProperties;
}

function boxStyle(align: 'left' | 'right'): CSSProperties {
  return { display: 'flex', alignItems: 'center', height: CONTENT_HEIGHT, justifyContent: align === 'right' ? 'flex-end' : 'flex-start' };
}

/** One cell's bar; `status` names the loading status that the first bar holds for screen readers. */
function bar(align: 'left' | 'right', width: string, status: string | null) {
  return (
    <div style={boxStyle(align)}>
      <div className={BAR_CLASS} data-visible data-animate style={barStyle(width)}>
        {/* The status sits inside the bar (phrasing content may not hold the bar's div). */}
        {status === null ? null : <output aria-label={status} />}
      </div>
    </div>
  );
}

export interface SkeletonRowsProps {
  count: number;
  aligns: ('left' | 'right')[];
  /** The status's name ("Loading"), read by screen readers in place of the placeholder. */
  label: string;
}

/**
 * Placeholder rows shown while a table's rows load: they hold the room the rows will take, so nothing under the table
 * moves when the rows arrive. Only the first row reaches screen readers, and only through its status.
 */
export function SkeletonRows({ count, aligns, label }: SkeletonRowsProps) {
  return Array.from({ length: count }, (_, row) => (
    <Table.Tr key={row} aria-hidden={row > 0 || undefined}>
      {aligns.map((align, column) => (
        <td key={column} className={CELL_CLASS}>
          {bar(align, WIDTHS[(row + column) % WIDTHS.length] ?? '72%', row === 0 && column === 0 ? label : null)}
        </td>
      ))}
    </Table.Tr>
  ));
}

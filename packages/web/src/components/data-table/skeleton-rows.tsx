import { rem, Skeleton, Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { CELL_CLASS } from './cell-class.ts';

/** The height of a row's action icons (Mantine's ActionIcon), the tallest content of a one-line row of every list. */
const CONTENT_HEIGHT = 28;
/** Bars of a few lengths, so the placeholder reads as lines of text rather than as a grid of boxes. */
const WIDTHS = ['64%', '82%', '48%', '74%'] as const;
/**
 * Mantine's Skeleton as it draws itself (class, data attributes, variables), without the component. One bar per row,
 * across the columns: a bar per cell made a page of placeholders hundreds of elements, each with its own animation,
 * and taking them out when the rows came was a long task of its own (170 ms in Lighthouse's trace of the edit page,
 * issue #21).
 */
const BAR_CLASS = `${Skeleton.classes.root} mantine-Skeleton-root`;

function barStyle(width: string): CSSProperties {
  return { '--skeleton-height': rem(10), '--skeleton-width': width, '--skeleton-radius': 'var(--mantine-radius-xl)' } as CSSProperties;
}

const BOX_STYLE: CSSProperties = { display: 'flex', alignItems: 'center', height: CONTENT_HEIGHT };

/** One row's bar; `status` names the loading status that the first bar holds for screen readers. */
function SkeletonBar({ width, status }: { width: string; status: string | null }) {
  return (
    <div style={BOX_STYLE}>
      <div className={BAR_CLASS} data-visible data-animate style={barStyle(width)}>
        {/* The status sits inside the bar (phrasing content may not hold the bar's div). */}
        {status === null ? null : <output aria-label={status} />}
      </div>
    </div>
  );
}

export interface SkeletonRowsProps {
  count: number;
  /** How many columns the table has: the bar spans them. */
  columns: number;
  /** The status's name ("Loading"), read by screen readers in place of the placeholder. */
  label: string;
}

/**
 * Placeholder rows shown while a table's rows load: they hold the room the rows will take, so nothing under the table
 * moves when the rows arrive. Only the first row reaches screen readers, and only through its status.
 */
export function SkeletonRows({ count, columns, label }: SkeletonRowsProps) {
  return Array.from({ length: count }, (_, row) => (
    <Table.Tr key={row} aria-hidden={row > 0 || undefined}>
      <td colSpan={columns} className={CELL_CLASS}>
        <SkeletonBar width={WIDTHS[row % WIDTHS.length] ?? '64%'} status={row === 0 ? label : null} />
      </td>
    </Table.Tr>
  ));
}

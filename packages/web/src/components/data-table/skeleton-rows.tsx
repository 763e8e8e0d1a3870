import { Group, Skeleton, Table } from '@mantine/core';

/** The height of a row's action icons (Mantine's ActionIcon), the tallest content of a one-line row of every list. */
const CONTENT_HEIGHT = 28;
/** Bars of a few lengths, so the placeholder reads as rows of text rather than as a grid of boxes. */
const WIDTHS = ['72%', '88%', '56%', '80%'] as const;
/** A wide column (a list of names and actions only) holds short words, not a bar across the table. */
const MAX_WIDTH = 192;

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
        <Table.Td key={column}>
          <Group h={CONTENT_HEIGHT} justify={align === 'right' ? 'flex-end' : 'flex-start'} wrap="nowrap">
            <Skeleton height={10} radius="xl" width={WIDTHS[(row + column) % WIDTHS.length]} maw={MAX_WIDTH}>
              {/* The status sits inside the bar (phrasing content may not hold the bar's div). */}
              {row === 0 && column === 0 ? <output aria-label={label} /> : null}
            </Skeleton>
          </Group>
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

import { Table } from '@mantine/core';

/**
 * A body cell as Mantine's Table.Td draws it, without the component: a page holds ten to a hundred rows of up to nine
 * cells, and a Table.Td in each (a Box resolving its props and styles) was a good part of a phone's time to render
 * them (issue #21).
 */
export const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;

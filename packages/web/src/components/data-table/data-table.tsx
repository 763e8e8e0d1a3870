import { PAGE_SIZES } from '@huella/contracts';
import { Group, NativeSelect, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Fragment, useDeferredValue, type Key, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CELL_CLASS } from './cell-class.ts';
import { pageCount } from './page-window.ts';
import { Pager } from './pager.tsx';
import { SkeletonRows } from './skeleton-rows.tsx';
import { nextSort, type SortKey } from './sort-ordering.ts';

export interface Column<T> {
  key: string;
  header: string;
  /** The API's ordering field; the header is sortable only when given. */
  sortField?: string;
  align?: 'left' | 'right';
  render: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  total: number;
  /**
   * `total` is the API's estimate (`count_estimated`, docs/scaling.md "Counts"): shown as "about", and whether a next
   * page exists is `hasNext` (the answer's next link), not the estimate.
   */
  totalEstimated?: boolean;
  /** `total` is a lower bound (`count_at_least`): "more than" the rows counted before the count stopped. */
  totalAtLeast?: boolean;
  hasNext?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sort: SortKey[];
  onSortChange: (sort: SortKey[]) => void;
  loading?: boolean;
  /** Search box and buttons shown beside the page-size select. */
  toolbar?: ReactNode;
  /** Rows to set apart, e.g. consolidated reports (docs/spec/part-1.md §2); the row should also say why in text. */
  highlightRow?: (row: T) => boolean;
  /** Content shown in a full-width row under a row (e.g. a stage's cargos); null shows nothing. */
  expandedRow?: (row: T) => ReactNode;
  /**
   * For a page holding several short tables (the report edit page): tighter rows, the page-size select beside the
   * pager and only when there is more than the smallest page, the page buttons only when there is a second page.
   */
  compact?: boolean;
}

function SortIcon({ direction }: { direction: SortKey['direction'] | undefined }) {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.6} />;
}

function ariaSort(direction: SortKey['direction'] | undefined) {
  if (direction === 'asc') return 'ascending' as const;
  if (direction === 'desc') return 'descending' as const;
  return undefined;
}

const RIGHT = { textAlign: 'right' } as const;

type DataTableBodyProps<T> = Pick<DataTableProps<T>, 'columns' | 'rows' | 'rowKey' | 'pageSize' | 'loading' | 'highlightRow' | 'expandedRow'> & {
  compact: boolean;
};

/** The rows, or while there are none the skeleton rows or the empty notice. */
function DataTableBody<T>(props: DataTableBodyProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, compact, pageSize } = props;
  return (
    <Table.Tbody>
      {rows.map((row) => {
        const expanded = props.expandedRow?.(row);
        return (
          <Fragment key={props.rowKey(row)}>
            <Table.Tr
              bg={props.highlightRow?.(row) ? 'var(--mantine-color-yellow-light)' : undefined}
              data-highlighted={props.highlightRow?.(row) || undefined}
            >
              {columns.map((column) => (
                <td key={column.key} className={CELL_CLASS} style={column.align === 'right' ? RIGHT : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </Table.Tr>
            {expanded === null || expanded === undefined ? null : (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>{expanded}</Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        );
      })}
      {rows.length === 0 && props.loading ? (
        // A page's worth of placeholder rows holds the room the rows will take, so the pager and all below it stay
        // put when they come; a compact table (a report's sections, a few rows each) holds one.
        <SkeletonRows
          count={compact ? 1 : pageSize}
          columns={columns.length}
          label={t('common.loading')}
        />
      ) : null}
      {rows.length === 0 && !props.loading ? (
        <Table.Tr>
          <Table.Td colSpan={columns.length} ta="center">
            {t('table.empty')}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Table.Tbody>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, sort, page, pageSize, total } = props;
  const pages = props.totalEstimated ? (props.hasNext ? Math.max(page + 1, pageCount(total, pageSize)) : page) : pageCount(total, pageSize);

  function onHeaderClick(field: string, event: MouseEvent) {
    props.onSortChange(nextSort(sort, field, { add: event.shiftKey, remove: event.ctrlKey || event.metaKey }));
  }

  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = props.totalEstimated ? first + rows.length - 1 : Math.min(total, page * pageSize);
  const compact = props.compact ?? false;
  const pageSizeSelect = (
    <NativeSelect
      label={t('table.page_size')}
      data={PAGE_SIZES.map(String)}
      value={String(pageSize)}
      onChange={(event) => props.onPageSizeChange(Number(event.currentTarget.value))}
      {...(compact
        ? { size: 'xs', styles: { root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { marginBottom: 0 } } }
        : { w: 160 })}
    />
  );
  const choosesPageSize = !compact || total > (PAGE_SIZES[0] ?? 10) || pageSize !== PAGE_SIZES[0];

  // The rows come from a query as an urgent update, and a page of them (with their Mantine cells and action buttons)
  // held a phone's main thread for a third of a second in one task. The body renders in the background instead, in
  // slices that let the browser breathe; until it is ready the previous body (the skeleton rows, or the previous
  // page) stays. The same element rendered again costs nothing, so the urgent pass does little.
  const body = <DataTableBody {...props} compact={compact} />;
  const shownBody = useDeferredValue(body);
  const rowsPending = useDeferredValue(rows) !== rows;

  return (
    <div>
      {compact ? null : (
        <Group justify="space-between" align="end" mb="sm" gap="sm">
          {pageSizeSelect}
          <Group gap="sm" align="end">
            {props.toolbar}
          </Group>
        </Group>
      )}
      {/* The scroll area keeps room for a horizontal scrollbar under every table; a native one takes room only when shown. */}
      <Table.ScrollContainer minWidth={480} type={compact ? 'native' : 'scrollarea'}>
        <Table striped highlightOnHover withTableBorder verticalSpacing={compact ? 4 : 'xs'} aria-busy={(props.loading ?? false) || rowsPending}>
          <caption className="visually-hidden">{props.caption}</caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const position = column.sortField ? sort.findIndex((key) => key.field === column.sortField) : -1;
                const direction = position >= 0 ? sort[position]?.direction : undefined;
                return (
                  <Table.Th key={column.key} aria-sort={ariaSort(direction)} ta={column.align ?? 'left'}>
                    {column.sortField ? (
                      <UnstyledButton
                        onClick={(event) => onHeaderClick(column.sortField ?? column.key, event)}
                        title={t('table.sort_hint')}
                        fw={700}
                        fz="sm"
                      >
                        <Group gap={4} wrap="nowrap">
                          {column.header}
                          <SortIcon direction={direction} />
                          {sort.length > 1 && position >= 0 ? <Text span fz="xs">{position + 1}</Text> : null}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          {shownBody}
        </Table>
      </Table.ScrollContainer>
      {/* A compact table whose rows all show needs no paging row at all. */}
      {compact && pages <= 1 && !choosesPageSize ? null : (
        <Group justify="space-between" mt={compact ? 'xs' : 'sm'} gap="sm">
          <Group gap="lg">
            <Text fz="sm" aria-live="polite">
              {props.totalAtLeast
                ? t('table.range_at_least', { first, last, total: total - 1 })
                : t(props.totalEstimated ? 'table.range_estimated' : 'table.range', { first, last, total })}
            </Text>
            {compact && choosesPageSize ? pageSizeSelect : null}
          </Group>
          {/* Several tables share a page (the edit page has six): each pager is a landmark of its own name. */}
          {compact && pages <= 1 ? null : (
            <Pager label={t('table.pagination_of', { caption: props.caption })} page={page} pages={pages} onPageChange={props.onPageChange} />
          )}
        </Group>
      )}
    </div>
  );
}

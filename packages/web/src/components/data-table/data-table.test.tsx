// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DataTable, type Column } from './data-table.tsx';
import { useListState } from './use-list-state.ts';

interface Row {
  id: number;
  date: string;
  reference: string;
}

const ALL: Row[] = Array.from({ length: 57 }, (_, i) => ({ id: i + 1, date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, reference: `R-${i + 1}` }));

const columns: Column<Row>[] = [
  { key: 'date', header: 'Date', sortField: 'date', render: (r) => r.date },
  { key: 'reference', header: 'Reference', sortField: 'reference', render: (r) => r.reference },
  { key: 'note', header: 'Note', render: () => '-' },
];

/** A list as a page uses it: the state hook drives the table; the server's paging is imitated by slicing. */
function Harness() {
  const list = useListState();
  const rows = ALL.slice((list.page - 1) * list.pageSize, list.page * list.pageSize);
  return (
    <>
      <output aria-label="ordering">{list.params.ordering ?? ''}</output>
      <output aria-label="page">{list.page}</output>
      <DataTable
        caption="Reports"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        total={ALL.length}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.sort}
        onSortChange={list.setSort}
      />
    </>
  );
}

/** The table on its own, as a list shows it before its first answer (`loading`) or after an empty one. */
function LoneTable({ loading, compact = false, pageSize = 10 }: { loading: boolean; compact?: boolean; pageSize?: number }) {
  return (
    <DataTable
      caption="Reports"
      columns={columns}
      rows={[]}
      rowKey={(r) => r.id}
      total={0}
      page={1}
      pageSize={pageSize}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
      sort={[]}
      onSortChange={() => {}}
      loading={loading}
      compact={compact}
    />
  );
}

function bodyRows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

function pager() {
  return within(screen.getByRole('navigation', { name: 'Pages of Reports' }));
}

function header(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

function ordering() {
  return screen.getByLabelText('ordering').textContent;
}

/** A page of a list whose count the API estimated: `hasNext` comes from its next link. */
function EstimatedTable({ page, rows, hasNext, atLeast = false }: { page: number; rows: Row[]; hasNext: boolean; atLeast?: boolean }) {
  return (
    <DataTable
      caption="Reports"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      total={atLeast ? 10_001 : 967_000}
      totalEstimated
      totalAtLeast={atLeast}
      hasNext={hasNext}
      page={page}
      pageSize={10}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
      sort={[]}
      onSortChange={() => {}}
    />
  );
}

describe('DataTable', () => {
  it('says "about" for an estimated count, and offers a next page only when the answer has one', () => {
    const { unmount } = renderWithProviders(<EstimatedTable page={1} rows={ALL.slice(0, 10)} hasNext />);
    expect(screen.getByText('1–10 of about 967,000')).toBeTruthy();
    expect(pager().getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    unmount();
    // The estimate was too high: the answer's rows end on page 96,000 with seven, and there is no next link.
    renderWithProviders(<EstimatedTable page={96_000} rows={ALL.slice(0, 7)} hasNext={false} />);
    expect(screen.getByText('959,991–959,997 of about 967,000')).toBeTruthy();
    expect(pager().getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(pager().queryByRole('button', { name: 'Page 96,001' })).toBeNull();
    expect(pager().queryByRole('button', { name: 'Page 96001' })).toBeNull();
  });

  it('says "more than" when the count stopped at its limit', () => {
    renderWithProviders(<EstimatedTable page={1} rows={ALL.slice(0, 10)} hasNext atLeast />);
    expect(screen.getByText('1–10 of more than 10,000')).toBeTruthy();
    expect(pager().getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows ten rows per page by default and offers 10, 25 and 50', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(bodyRows()).toHaveLength(10);
    const select = screen.getByLabelText('Rows per page');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
    await user.selectOptions(select, '25');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 57')).toBeTruthy();
  });

  it('pages with previous, next and a window of the current page plus two each side', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const pageButtons = () => pager().getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(pager().getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(pager().getByRole('button', { name: 'Page 3' }));
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(pager().getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    await user.click(pager().getByRole('button', { name: 'Next' }));
    await user.click(pager().getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('page').textContent).toBe('5');
    expect(pageButtons()).toEqual(['3', '4', '5', '6']);

    await user.click(pager().getByRole('button', { name: 'Page 6' }));
    expect(pager().getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(bodyRows()).toHaveLength(7);
  });

  it('goes back to the first page when the page size changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(pager().getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(screen.getByLabelText('page').textContent).toBe('1');
  });

  it('builds the ordering from clicks, shift-clicks and ctrl- or meta-clicks on the headers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(header('Date'));
    expect(ordering()).toBe('date');
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(header('Date'));
    expect(ordering()).toBe('-date');
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe('descending');

    await user.keyboard('{Shift>}');
    await user.click(header('Reference'));
    await user.keyboard('{/Shift}');
    expect(ordering()).toBe('-date,reference');

    await user.keyboard('{Control>}');
    await user.click(header('Date'));
    await user.keyboard('{/Control}');
    expect(ordering()).toBe('reference');

    await user.keyboard('{Meta>}');
    await user.click(header('Reference'));
    await user.keyboard('{/Meta}');
    expect(ordering()).toBe('');
  });

  it('holds a page of placeholder rows while the rows load, which screen readers hear as one status', () => {
    renderWithProviders(<LoneTable loading pageSize={25} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    // The room of 25 rows is held, so nothing under the table moves when they come.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(25);
    // One bar across the columns per row, not one per cell: fewer elements to take out when the rows come.
    const cells = table.querySelectorAll('tbody tr:first-child td');
    expect(cells).toHaveLength(1);
    expect(cells[0]?.getAttribute('colspan')).toBe(String(columns.length));
    expect(table.querySelectorAll('tbody .mantine-Skeleton-root')).toHaveLength(25);
    // Only the first placeholder row is in the accessibility tree, and it says "Loading".
    expect(bodyRows()).toHaveLength(1);
    expect(within(table).getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('No results')).toBeNull();
  });

  it('holds a single placeholder row in a compact table, whose few rows would not fill a page', () => {
    renderWithProviders(<LoneTable loading compact />);
    expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('says so when a loaded list has no rows', () => {
    renderWithProviders(<LoneTable loading={false} />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
    expect(bodyRows().map((row) => row.textContent)).toEqual(['No results']);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('leaves columns without a sort field unsortable', () => {
    renderWithProviders(<Harness />);
    const note = screen.getByRole('columnheader', { name: 'Note' });
    expect(within(note).queryByRole('button')).toBeNull();
  });
});

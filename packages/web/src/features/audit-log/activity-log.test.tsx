// @vitest-environment jsdom
import type { AuditEvent, Page } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../i18n/strings/app-strings.ts';
import '../../i18n/strings/audit-strings.ts';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ActivityLog, type ActivityFilters } from './activity-log.tsx';

const PAGE: Page<AuditEvent> = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      id: 9,
      created_at: '2026-11-28T10:15:00Z',
      actor: { id: 2, username: 'demo.admin' },
      action: 'report.unconsolidate',
      target: { type: 'report', id: 40, label: 'TR-2026-000040' },
      details: { type: 'transport' },
      ip: '203.0.113.7',
    },
    {
      id: 8,
      created_at: '2026-11-27T08:00:00Z',
      actor: { id: 1, username: 'demo.super' },
      action: 'user.create',
      target: { type: 'user', id: 5, label: 'new.person' },
      details: { role: 'admin' },
      ip: null,
    },
  ],
};

function Harness({ withReviews, seen }: { withReviews: boolean; seen: ActivityFilters[] }) {
  const list = useListState([{ field: 'created_at', direction: 'desc' }]);
  const [filters, setFilters] = useState<ActivityFilters>({ action: '', actor: '', dates: [null, null] });
  return (
    <ActivityLog
      page={PAGE}
      loading={false}
      list={list}
      filters={filters}
      onFiltersChange={(next) => {
        seen.push(next);
        setFilters(next);
      }}
      withReviews={withReviews}
    />
  );
}

describe('ActivityLog', () => {
  it('shows when, who, the action in words, what and the address of each event', () => {
    renderWithProviders(<Harness withReviews={false} seen={[]} />);
    const table = screen.getByRole('table', { name: 'Activity log' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('demo.admin')).toBeTruthy();
    expect(within(first!).getByText('Undid a consolidation')).toBeTruthy();
    expect(within(first!).getByText('TR-2026-000040')).toBeTruthy();
    expect(within(first!).getByText('Transport report')).toBeTruthy();
    expect(within(first!).getByText('203.0.113.7')).toBeTruthy();
    expect(first!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-28T10:15:00Z');
    expect(first!.querySelector('time')?.textContent).toMatch(/28 Nov 2026/);
    expect(within(second!).getByText('Created a user')).toBeTruthy();
    expect(within(second!).getByText('Role: Admin')).toBeTruthy();
    expect(within(second!).getByText("none (the server's own work)")).toBeTruthy();
  });

  it('filters by the action chosen', async () => {
    const seen: ActivityFilters[] = [];
    renderWithProviders(<Harness withReviews={false} seen={seen} />);
    const select = screen.getByRole('combobox', { name: 'Action' });
    await userEvent.selectOptions(select, 'Deleted a report');
    expect(seen.at(-1)).toMatchObject({ action: 'report.delete' });
  });

  it('offers the review actions to the platform only, whose events they are', () => {
    const { unmount } = renderWithProviders(<Harness withReviews={false} seen={[]} />);
    expect(within(screen.getByRole('combobox', { name: 'Action' })).queryByRole('option', { name: 'Locked a review' })).toBeNull();
    unmount();
    renderWithProviders(<Harness withReviews seen={[]} />);
    expect(within(screen.getByRole('combobox', { name: 'Action' })).getByRole('option', { name: 'Locked a review' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import type { ListQuery, Page } from '@huella/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { useListState } from '../data-table/use-list-state.ts';
import { ResourceListPage } from './resource-list-page.tsx';

interface Material {
  id: number;
  name: string;
}

const PAGE: Page<Material> = {
  count: 2,
  next: null,
  previous: null,
  results: [
    { id: 1, name: 'Steel' },
    { id: 2, name: 'Textiles' },
  ],
};

interface Spies {
  asked: ListQuery[];
  deleted: (id: number) => void;
  onDeleted: (row: Material) => void;
}

/** A feature's page, with a list answered at once and a delete that succeeds, instead of the API. */
function MaterialsList({ mayEdit, spies }: { mayEdit: boolean; spies: Spies }) {
  const list = useListState([{ field: 'name', direction: 'asc' }]);
  spies.asked.push(list.params);
  const rows = { data: PAGE, isFetching: false } as UseQueryResult<Page<Material>>;
  const remove = {
    isPending: false,
    mutate: (id: number, callbacks?: { onSuccess?: () => void; onSettled?: () => void }) => {
      spies.deleted(id);
      callbacks?.onSuccess?.();
      callbacks?.onSettled?.();
    },
  } as unknown as UseMutationResult<unknown, Error, number>;
  return (
    <ResourceListPage<Material>
      texts="materials"
      columns={[{ key: 'name', header: 'Name', sortField: 'name', render: (m) => m.name }]}
      list={list}
      rows={rows}
      remove={remove}
      nameOf={(m) => m.name}
      newPath={mayEdit ? '/materials/edit' : null}
      editPath={(m) => (mayEdit ? `/materials/${m.id}/edit` : null)}
      canDelete={() => mayEdit}
      onDeleted={spies.onDeleted}
    />
  );
}

function renderList(mayEdit: boolean): Spies {
  const spies: Spies = { asked: [], deleted: vi.fn<(id: number) => void>(), onDeleted: vi.fn<(row: Material) => void>() };
  renderWithProviders(
    <MemoryRouter>
      <MaterialsList mayEdit={mayEdit} spies={spies} />
    </MemoryRouter>,
  );
  return spies;
}

describe('ResourceListPage', () => {
  it('shows the heading, the table named by it, and asks for the rows in the default order', () => {
    const { asked } = renderList(true);
    expect(screen.getByRole('heading', { name: 'Materials', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Materials' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(asked[0]).toEqual({ page: 1, page_size: 10, ordering: 'name' });
    expect(screen.getByRole('link', { name: 'New material' }).getAttribute('href')).toBe('/materials/edit');
    expect(screen.getByRole('link', { name: 'Edit Steel' }).getAttribute('href')).toBe('/materials/1/edit');
  });

  it('offers no new, edit or delete buttons to a user who may not use them', () => {
    renderList(false);
    expect(screen.queryByRole('link', { name: 'New material' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('keeps the row when the delete is cancelled', async () => {
    const user = userEvent.setup();
    const { deleted } = renderList(true);
    await user.click(screen.getByRole('button', { name: 'Delete Textiles' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete material' })).getByRole('button', { name: 'Cancel' }));
    expect(deleted).not.toHaveBeenCalled();
  });

  it('deletes the row once the dialog is confirmed', async () => {
    const user = userEvent.setup();
    const { deleted, onDeleted } = renderList(true);
    await user.click(screen.getByRole('button', { name: 'Delete Textiles' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete material' })).getByRole('button', { name: 'Delete' }));
    expect(deleted).toHaveBeenCalledWith(2);
    expect(onDeleted).toHaveBeenCalledWith({ id: 2, name: 'Textiles' });
  });
});

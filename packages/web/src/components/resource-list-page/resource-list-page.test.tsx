import type { ListQuery, Page } from '@huella/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
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

/** The page as a feature renders it, with hooks that answer at once instead of calling the API. */
function renderList(options: { mayEdit: boolean; asked?: ListQuery[] }) {
  const deleted = vi.fn<(id: number) => void>();
  const onDeleted = vi.fn<(row: Material) => void>();
  const useRows = (params: ListQuery) => {
    options.asked?.push(params);
    return { data: PAGE, isFetching: false } as UseQueryResult<Page<Material>>;
  };
  const useDelete = () =>
    ({
      isPending: false,
      mutate: (id: number, callbacks?: { onSuccess?: () => void; onSettled?: () => void }) => {
        deleted(id);
        callbacks?.onSuccess?.();
        callbacks?.onSettled?.();
      },
    }) as unknown as UseMutationResult<unknown, Error, number>;
  renderWithProviders(
    <MemoryRouter>
      <ResourceListPage<Material>
        texts="materials"
        columns={[{ key: 'name', header: 'Name', sortField: 'name', render: (m) => m.name }]}
        defaultSort={[{ field: 'name', direction: 'asc' }]}
        useRows={useRows}
        useDelete={useDelete}
        nameOf={(m) => m.name}
        newPath={options.mayEdit ? '/materials/edit' : null}
        editPath={(m) => (options.mayEdit ? `/materials/${m.id}/edit` : null)}
        canDelete={() => options.mayEdit}
        onDeleted={onDeleted}
      />
    </MemoryRouter>,
  );
  return { deleted, onDeleted };
}

describe('ResourceListPage', () => {
  it('shows the heading, the table named by it, and the rows in the default order', () => {
    const asked: ListQuery[] = [];
    renderList({ mayEdit: true, asked });
    expect(screen.getByRole('heading', { name: 'Materials', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Materials' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(asked[0]).toEqual({ page: 1, page_size: 10, ordering: 'name' });
    expect(screen.getByRole('link', { name: 'New material' }).getAttribute('href')).toBe('/materials/edit');
    expect(screen.getByRole('link', { name: 'Edit Steel' }).getAttribute('href')).toBe('/materials/1/edit');
  });

  it('offers no new, edit or delete buttons to a user who may not use them', () => {
    renderList({ mayEdit: false });
    expect(screen.queryByRole('link', { name: 'New material' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('deletes a row only once the dialog is confirmed', async () => {
    const user = userEvent.setup();
    const { deleted, onDeleted } = renderList({ mayEdit: true });
    await user.click(screen.getByRole('button', { name: 'Delete Textiles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete material' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Textiles' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete material' })).getByRole('button', { name: 'Delete' }));
    expect(deleted).toHaveBeenCalledWith(2);
    expect(onDeleted).toHaveBeenCalledWith({ id: 2, name: 'Textiles' });
  });
});

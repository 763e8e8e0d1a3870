import type { Commodity } from '@huella/contracts';
import { ActionIcon, Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title.ts';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { DataTable, type Column } from '../../components/data-table/data-table.tsx';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { notifySuccess } from '../../components/notifications/notify.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { can } from '../auth/permissions.ts';
import { useSession } from '../auth/session.ts';
import { useDeleteMaterial, useMaterials } from './api.ts';

export function MaterialsPage() {
  const { t } = useTranslation();
  usePageTitle(t('materials.title'));
  const session = useSession();
  const list = useListState([{ field: 'name', direction: 'asc' }]);
  const materials = useMaterials(list.params);
  const remove = useDeleteMaterial();
  const [toDelete, setToDelete] = useState<Commodity | null>(null);
  if (!session) return null;
  const me = session.user;
  const rows = materials.data?.results ?? [];

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifySuccess(t('notify.delete_success'));
        // The last row of a page past the first: the page no longer exists (the API answers 404).
        if (rows.length === 1 && list.page > 1) list.setPage(list.page - 1);
      },
      onSettled: () => setToDelete(null),
    });
  }

  const columns: Column<Commodity>[] = [
    { key: 'name', header: t('fields.name'), sortField: 'name', render: (m) => m.name },
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      render: (m) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {can.editMaterial(me) ? (
            <ActionIcon component={Link} to={`/materials/${m.id}/edit`} variant="subtle" aria-label={t('materials.edit', { name: m.name })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          ) : null}
          {can.deleteMaterial(me) ? (
            <ActionIcon variant="subtle" color="red" onClick={() => setToDelete(m)} aria-label={t('materials.delete', { name: m.name })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={1}>{t('materials.title')}</Title>
      <DataTable
        caption={t('materials.title')}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        total={materials.data?.count ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={materials.isFetching}
        toolbar={
          <>
            <SearchInput label={t('materials.search')} onSearch={list.setSearch} />
            {can.createMaterial(me) ? (
              <Button component={Link} to="/materials/edit" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('materials.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('materials.delete_title')}
        message={t('materials.delete_confirm', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}

import type { User } from '@huella/contracts';
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
import { sessionStore, useSession } from '../auth/session.ts';
import { useDeleteUser, useUsers } from './api.ts';

export function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.title'));
  const session = useSession();
  const list = useListState([{ field: 'username', direction: 'asc' }]);
  const users = useUsers(list.params);
  const remove = useDeleteUser();
  const [toDelete, setToDelete] = useState<User | null>(null);
  if (!session) return null;
  const me = session.user;
  const rows = users.data?.results ?? [];

  function confirmDelete() {
    if (!toDelete) return;
    const deleted = toDelete;
    remove.mutate(deleted.id, {
      onSuccess: () => {
        notifySuccess(t('notify.delete_success'));
        // The last row of a page past the first: the page no longer exists (the API answers 404).
        if (rows.length === 1 && list.page > 1) list.setPage(list.page - 1);
        // Deleting oneself ends the session: the token belonged to the deleted user.
        if (deleted.id === me.id) sessionStore.clear();
      },
      onSettled: () => setToDelete(null),
    });
  }

  const columns: Column<User>[] = [
    { key: 'username', header: t('fields.username'), sortField: 'username', render: (u) => u.username },
    { key: 'name', header: t('fields.name'), sortField: 'name', render: (u) => u.name },
    { key: 'email', header: t('fields.email'), sortField: 'email', render: (u) => u.email },
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      render: (u) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {can.editUser(me, u.id) ? (
            <ActionIcon component={Link} to={`/users/${u.id}/edit`} variant="subtle" aria-label={t('users.edit', { name: u.username })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          ) : null}
          {can.deleteUser(me, u.id) ? (
            <ActionIcon variant="subtle" color="red" onClick={() => setToDelete(u)} aria-label={t('users.delete', { name: u.username })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={1}>{t('users.title')}</Title>
      <DataTable
        caption={t('users.title')}
        columns={columns}
        rows={rows}
        rowKey={(u) => u.id}
        total={users.data?.count ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={users.isFetching}
        toolbar={
          <>
            <SearchInput label={t('users.search')} onSearch={list.setSearch} />
            {can.createUser(me) ? (
              <Button component={Link} to="/users/edit" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('users.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('users.delete_title')}
        message={t('users.delete_confirm', { name: toDelete?.username ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}

import type { Page } from '@huella/contracts';
import { ActionIcon, Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../confirm-modal.tsx';
import { DataTable, type Column } from '../data-table/data-table.tsx';
import type { ListState } from '../data-table/use-list-state.ts';
import { notifySuccess } from '../notifications/notify.ts';
import { SearchInput } from '../search-input.tsx';

export interface ResourceListPageProps<Row extends { id: number }> {
  /**
   * Prefix of the resource's texts in the i18n files: `title` (heading and caption), `search`, `new`,
   * `edit` and `delete` (button names, with `{{name}}`), `delete_title` and `delete_confirm` (with `{{name}}`).
   */
  texts: string;
  /** The resource's columns; the actions column is added after them. */
  columns: Column<Row>[];
  /** Page, size, search and sort of the table (`useListState`). */
  list: ListState;
  /** The feature's list query (its `api.ts`), asked with `list.params`. */
  rows: UseQueryResult<Page<Row>>;
  /** The feature's delete mutation, taking the row's id. */
  remove: UseMutationResult<unknown, Error, number>;
  /** The row's name in the edit and delete buttons' names and in the delete question. */
  nameOf: (row: Row) => string;
  /** The New button's path; null when the user may not create. */
  newPath: string | null;
  /** The row's edit page; null where the user may not edit it. */
  editPath: (row: Row) => string | null;
  canDelete: (row: Row) => boolean;
  /** Runs after the delete succeeded and was announced. */
  onDeleted?: (row: Row) => void;
  /** Actions of the row before edit and delete (view, duplicate). */
  renderRowActions?: (row: Row) => ReactNode;
}

/**
 * A list page of a resource (materials, users, and the lookups after them): heading, table with search and
 * sorting, a New button, edit and delete buttons per row, and a confirmation before a delete.
 */
export function ResourceListPage<Row extends { id: number }>(props: ResourceListPageProps<Row>) {
  const { texts, list, remove, nameOf, editPath, canDelete } = props;
  const { t } = useTranslation();
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const rows = props.rows.data?.results ?? [];

  function confirmDelete() {
    if (!toDelete) return;
    const deleted = toDelete;
    remove.mutate(deleted.id, {
      onSuccess: () => {
        notifySuccess(t('notify.delete_success'));
        // The last row of a page past the first: the page no longer exists (the API answers 404).
        if (rows.length === 1 && list.page > 1) list.setPage(list.page - 1);
        props.onDeleted?.(deleted);
      },
      onSettled: () => setToDelete(null),
    });
  }

  const columns: Column<Row>[] = [
    ...props.columns,
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      render: (row) => {
        const edit = editPath(row);
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {props.renderRowActions?.(row)}
            {edit !== null ? (
              <ActionIcon component={Link} to={edit} variant="subtle" aria-label={t(`${texts}.edit`, { name: nameOf(row) })}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            ) : null}
            {canDelete(row) ? (
              <ActionIcon variant="subtle" color="red" onClick={() => setToDelete(row)} aria-label={t(`${texts}.delete`, { name: nameOf(row) })}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack>
      <Title order={1}>{t(`${texts}.title`)}</Title>
      <DataTable
        caption={t(`${texts}.title`)}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={props.rows.data?.count ?? 0}
        {...list.tableProps}
        loading={props.rows.isFetching}
        toolbar={
          <>
            <SearchInput label={t(`${texts}.search`)} onSearch={list.setSearch} />
            {props.newPath !== null ? (
              <Button component={Link} to={props.newPath} leftSection={<IconPlus size={16} aria-hidden />}>
                {t(`${texts}.new`)}
              </Button>
            ) : null}
          </>
        }
      />
      <ConfirmModal
        opened={toDelete !== null}
        title={t(`${texts}.delete_title`)}
        message={t(`${texts}.delete_confirm`, { name: toDelete ? nameOf(toDelete) : '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}

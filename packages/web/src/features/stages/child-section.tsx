import type { Stage } from '@huella/contracts';
import { ActionIcon, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { DataTable, type Column } from '../../components/data-table/data-table.tsx';
import { DisclosedFormPanel, useDisclosedForm } from '../../components/disclosed-form.tsx';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { notifySuccess } from '../../components/notifications/notify.ts';
import { formatTonnes } from '../../lib/format-figures.ts';
import { useChildren, useDeleteChild, type ChildPath } from './api.ts';
import { CargoLinksTable } from './cargo-links-table.tsx';

/** What the section needs of a stage, a storage, a consumption or a voyage. */
export interface ChildRecord {
  id: number;
  /** A stage's or storage's cargos, shown under its row; consumptions and voyages carry none. */
  cargos?: Stage['cargos'];
  CO2_total: number;
}

export interface ChildSectionProps<T extends ChildRecord> {
  /** Unique on the page: names the heading's id. */
  name: string;
  title: string;
  /** The "New …" button and the heading of the form for a new record, e.g. "New road stage". */
  newTitle: string;
  /** The heading of the form holding a record loaded for edit, e.g. "Edit road stage". */
  editTitle: string;
  deleteTitle: string;
  reportId: number;
  path: ChildPath;
  /** Consolidated or not the author's: listed and expandable, not changed. */
  readOnly: boolean;
  /** Each row opens to show its cargos (stages and storages). */
  withCargos?: boolean;
  columns: Column<T>[];
  /** Names a row for the actions' labels and the delete dialog, e.g. "Valencia → Lyon". */
  describe: (row: T) => string;
  /** The form for a new record (null) or the one loaded for edit; onDone closes it. */
  renderForm: (editing: T | null, onDone: () => void) => ReactNode;
}

function cargoRows(caption: string, links: Stage['cargos']) {
  return <CargoLinksTable caption={caption} links={links} />;
}

/**
 * docs/spec/part-2.md §2.1, §2.5: one stage, storage, consumption or voyage section: its paged table with edit, delete
 * and (for stages and storages) cargo rows, and its form, which opens on "New …" or a row's pen and closes on save or
 * cancel (issue #11 item 13).
 */
export function ChildSection<T extends ChildRecord>(props: ChildSectionProps<T>) {
  const { reportId, path, readOnly, describe, withCargos = true } = props;
  const { t, i18n } = useTranslation();
  const list = useListState();
  const children = useChildren<T>(reportId, path, list.params);
  const remove = useDeleteChild(reportId, path);
  const { opened, openNew, openEdit, close, newButton } = useDisclosedForm<T>();
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const rows = children.data?.results ?? [];
  const editing = opened?.editing ?? null;

  function toggle(id: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifySuccess(t('notify.delete_success'));
        if (editing?.id === toDelete.id) close();
        if (rows.length === 1 && list.page > 1) list.setPage(list.page - 1);
      },
      onSettled: () => setToDelete(null),
    });
  }

  const expandColumn: Column<T> = {
    key: 'expand',
    header: t('stages.fields.cargos'),
    render: (row) => {
      const open = expanded.has(row.id);
      return (
        <ActionIcon
          variant="subtle"
          onClick={() => toggle(row.id)}
          aria-expanded={open}
          aria-label={t('stages.show_cargos', { name: describe(row), count: row.cargos?.length ?? 0 })}
        >
          {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
        </ActionIcon>
      );
    },
  };
  const columns: Column<T>[] = [
    ...(withCargos ? [expandColumn] : []),
    ...props.columns,
    { key: 'co2e', header: t('stages.fields.co2e'), align: 'right', render: (row) => formatTonnes(row.CO2_total, i18n.language) },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon variant="subtle" onClick={() => openEdit(row)} aria-label={t('stages.edit', { name: describe(row) })}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red.8" onClick={() => setToDelete(row)} aria-label={t('stages.delete', { name: describe(row) })}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    });
  }

  const titleId = `${props.name}-title`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id={titleId}>
            {props.title}
          </Title>
          {readOnly ? null : (
            <Button ref={newButton} variant="light" size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={openNew}>
              {props.newTitle}
            </Button>
          )}
        </Group>
        {readOnly || !opened ? null : (
          <DisclosedFormPanel key={opened.key} title={editing ? props.editTitle : props.newTitle}>
            {props.renderForm(editing, close)}
          </DisclosedFormPanel>
        )}
        <DataTable
          caption={props.title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          total={children.data?.count ?? 0}
          {...list.tableProps}
          compact
          loading={children.isFetching}
          expandedRow={(row) => (withCargos && expanded.has(row.id) ? cargoRows(t('stages.cargos_of', { name: describe(row) }), row.cargos ?? []) : null)}
        />
      </Stack>
      <ConfirmModal
        opened={toDelete !== null}
        title={props.deleteTitle}
        message={t('stages.delete_confirm', { name: toDelete ? describe(toDelete) : '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Paper>
  );
}

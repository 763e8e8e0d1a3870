import { isManager, type Cargo } from '@huella/contracts';
import { ActionIcon, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { DataTable, type Column } from '../../components/data-table/data-table.tsx';
import { DisclosedFormPanel, useDisclosedForm } from '../../components/disclosed-form.tsx';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { notifySuccess } from '../../components/notifications/notify.ts';
import { formatAmount } from '../../lib/format-figures.ts';
import { useSession } from '../auth/session.ts';
import { useCargos, useDeleteCargo } from './api.ts';
import { cargoFormValues, emptyCargoValues } from './cargo-form-values.ts';
import { NewMaterialModal } from './new-material-modal.tsx';

// The form's code loads when it is first opened: the page itself lists the cargos (issue #21 item 4).
const CargoForm = lazy(() => import('./cargo-form.tsx').then((module) => ({ default: module.CargoForm })));

export interface CargosSectionProps {
  reportId: number;
  businessTrip: boolean;
  /** Consolidated or not the author's: the cargos are listed but not changed. */
  readOnly: boolean;
}

/** docs/spec/part-2.md §2.1 section 2: the report's cargos in a table, and a form that opens to add or edit one. */
export function CargosSection({ reportId, businessTrip, readOnly }: CargosSectionProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useListState();
  const cargos = useCargos(reportId, list.params);
  const remove = useDeleteCargo(reportId);
  const { opened, openNew, openEdit, close, newButton } = useDisclosedForm<Cargo>();
  const [toDelete, setToDelete] = useState<Cargo | null>(null);
  const [materialModal, setMaterialModal] = useState(false);
  const selectMaterial = useRef<((id: number) => void) | null>(null);
  if (!session) return null;
  const rows = cargos.data?.results ?? [];
  const editing = opened?.editing ?? null;

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

  const number = (value: number | null) => (value === null ? '' : formatAmount(value, i18n.language, 3));
  const columns: Column<Cargo>[] = [
    { key: 'reference', header: t('cargos.fields.reference'), render: (c) => c.reference },
    { key: 'commodity', header: t('cargos.fields.commodity'), render: (c) => c.commodity?.name ?? '' },
    { key: 'cargo_type', header: t('cargos.fields.cargo_type'), render: (c) => t(`cargos.types.${c.cargo_type}`) },
    { key: 'weight', header: t('cargos.fields.weight'), align: 'right', render: (c) => number(c.weight) },
    { key: 'teu', header: t('cargos.fields.teu'), align: 'right', render: (c) => number(c.teu) },
    { key: 'passengers', header: t('cargos.fields.passengers'), align: 'right', render: (c) => number(c.passengersNumber) },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      render: (c) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon variant="subtle" onClick={() => openEdit(c)} aria-label={t('cargos.edit', { reference: c.reference })}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={() => setToDelete(c)} aria-label={t('cargos.delete', { reference: c.reference })}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    });
  }

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="cargos-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="cargos-title">
            {t('cargos.title')}
          </Title>
          {readOnly ? null : (
            <Button ref={newButton} variant="light" size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={openNew}>
              {t('cargos.new')}
            </Button>
          )}
        </Group>
        {readOnly || !opened ? null : (
          <DisclosedFormPanel key={opened.key} title={editing ? t('cargos.edit_title') : t('cargos.new')}>
            <CargoForm
              reportId={reportId}
              cargoId={editing?.id ?? null}
              initial={editing ? cargoFormValues(editing) : emptyCargoValues(businessTrip)}
              businessTrip={businessTrip}
              canAddMaterial={isManager(session.user.role)}
              onAskNewMaterial={(select) => {
                selectMaterial.current = select;
                setMaterialModal(true);
              }}
              onDone={close}
            />
          </DisclosedFormPanel>
        )}
        <DataTable
          caption={t('cargos.title')}
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          total={cargos.data?.count ?? 0}
          {...list.tableProps}
          compact
          loading={cargos.isFetching}
        />
      </Stack>
      <NewMaterialModal
        opened={materialModal}
        onClose={() => setMaterialModal(false)}
        onCreated={(material) => selectMaterial.current?.(material.id)}
      />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('cargos.delete_title')}
        message={t('cargos.delete_confirm', { reference: toDelete?.reference ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Paper>
  );
}

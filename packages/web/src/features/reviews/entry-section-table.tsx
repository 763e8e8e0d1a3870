import { enumLabel, toLabelLanguage } from '@huella/contracts';
import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { notifySuccess } from '../../components/notifications/notify.ts';
import { useDeleteEntry } from './api.ts';
import { EntryModal } from './entry-modal.tsx';
import { decimalInLanguage, entryName, type Entry, type EntrySection } from './entry-sections.ts';

export interface EntrySectionTableProps {
  reviewId: number;
  section: EntrySection;
  entries: readonly Entry[];
  /** The reader may add, change and delete entries (the review is not read-only and they are a platform editor). */
  editable: boolean;
}

/**
 * One of the six entry lists of docs/spec/part-2.md §2.9 (the inside of its fold): its entries with Edit and Delete,
 * an Add button at the top while the review can change, a no-data row when empty, the add/edit modal and the delete
 * confirmation.
 */
export function EntrySectionTable({ reviewId, section, entries, editable }: EntrySectionTableProps) {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  const remove = useDeleteEntry();
  const [editing, setEditing] = useState<Entry | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Entry | null>(null);
  const title = t(`reviews.sections.${section.list}`);
  const nameOf = (entry: Entry) =>
    entryName(entry, { allStandards: t('reviews.entry.all_standards'), anySupplier: t('reviews.entry.any_supplier'), enumLabel: (name, code) => enumLabel(name, code, language) });

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(
      { kind: section.kind, reviewId, entryId: toDelete.id },
      { onSuccess: () => notifySuccess(t('notify.delete_success')), onSettled: () => setToDelete(null) },
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fz="sm" c="dimmed">
          {t(`reviews.section_hints.${section.list}`)}
        </Text>
        {editable ? (
          <Button variant="light" size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)} aria-label={t('reviews.entry.add', { section: title })}>
            {t('reviews.entry.add_short')}
          </Button>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t(`reviews.links.${section.link}`)}</Table.Th>
              {section.coefficients.map((name) => (
                <Table.Th key={name} scope="col" ta="right">
                  <abbr title={t(`reviews.coefficients.${section.labels}.${name}`)}>{name}</abbr>
                </Table.Th>
              ))}
              {editable ? (
                <Table.Th scope="col" ta="right">
                  {t('table.actions')}
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={section.coefficients.length + (editable ? 2 : 1)}>{t('table.empty')}</Table.Td>
              </Table.Tr>
            ) : (
              entries.map((entry) => {
                const record = entry as unknown as Record<string, number>;
                return (
                  <Table.Tr key={entry.id}>
                    <Table.Th scope="row" fw={500}>
                      {nameOf(entry)}
                    </Table.Th>
                    {section.coefficients.map((name) => (
                      <Table.Td key={name} ta="right" ff="monospace">
                        {decimalInLanguage(record[name] ?? 0, i18n.language)}
                      </Table.Td>
                    ))}
                    {editable ? (
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <ActionIcon variant="subtle" onClick={() => setEditing(entry)} aria-label={t('reviews.entry.edit', { name: nameOf(entry) })}>
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" onClick={() => setToDelete(entry)} aria-label={t('reviews.entry.delete', { name: nameOf(entry) })}>
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <EntryModal key={editing === undefined ? 'closed' : String(editing?.id ?? 'new')} reviewId={reviewId} section={section} entry={editing} onClose={() => setEditing(undefined)} />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('reviews.entry.delete_title')}
        message={t('reviews.entry.delete_confirm', { name: toDelete ? nameOf(toDelete) : '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}

import { Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { exampleCsv } from './example-csv.ts';
import { ImportFormatHelp } from './import-format-help.tsx';
import { IMPORT_KINDS, type ImportFiles, type ImportKind } from './import-kinds.ts';

export interface ImportDataModalProps {
  opened: boolean;
  onClose: () => void;
  files: ImportFiles;
  onFileChange: (kind: ImportKind, file: File | null) => void;
  /** The last save's problems per file, one line per bad row. */
  errors: Partial<Record<ImportKind, string[]>>;
}

/** A data URL needs no cleanup, unlike an object URL, and the examples are a few hundred bytes. */
function exampleHref(kind: ImportKind): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(exampleCsv(kind))}`;
}

/** docs/spec/part-1.md §2 "Report form": the five file pickers of the import; the files go with the report on save. */
export function ImportDataModal({ opened, onClose, files, onFileChange, errors }: ImportDataModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('data_import.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text size="sm">{t('data_import.intro')}</Text>
      <ImportFormatHelp />
      <Stack gap="md">
        {IMPORT_KINDS.map((kind) => (
          <Stack key={kind} gap={4}>
            <FileInput
              label={t(`data_import.files.${kind}`)}
              description={t(`data_import.columns.${kind}`)}
              placeholder={t('data_import.placeholder')}
              accept=".csv,text/csv"
              clearable
              clearButtonProps={{ 'aria-label': t('data_import.remove', { file: t(`data_import.files.${kind}`) }) }}
              value={files[kind] ?? null}
              onChange={(file) => onFileChange(kind, file)}
              error={errors[kind]?.join('\n')}
              // The default placeholder grey fails WCAG AA contrast on white (axe color-contrast).
              styles={{ error: { whiteSpace: 'pre-line' }, placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <Anchor href={exampleHref(kind)} download={`${kind}.csv`} size="xs">
              {t('data_import.example', { file: t(`data_import.files.${kind}`) })}
            </Anchor>
          </Stack>
        ))}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Modal>
  );
}

import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImportFormatHelp } from './import-format-help.tsx';
import type { ImportProblems } from './import-errors.ts';
import { ImportFileInput } from './import-file-input.tsx';
import { IMPORT_KINDS, type ImportFiles, type ImportKind } from './import-kinds.ts';

export interface ImportDataModalProps {
  opened: boolean;
  onClose: () => void;
  files: ImportFiles;
  onFileChange: (kind: ImportKind, file: File | null) => void;
  /** The last save's problems per file; the form lists them in a table. */
  errors: ImportProblems;
}

/** docs/spec/part-1.md §2 "Report form": the five file pickers of the import; the files go with the report on save. */
export function ImportDataModal({ opened, onClose, files, onFileChange, errors }: ImportDataModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('data_import.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text size="sm">{t('data_import.intro')}</Text>
      <Text size="sm" mt="xs">
        {/* A new tab: the report form keeps what was typed in it. */}
        <Anchor component={Link} to="/imports" target="_blank" rel="noopener">
          {t('data_import.screen_link')}
        </Anchor>
      </Text>
      <ImportFormatHelp />
      <Stack gap="md">
        {IMPORT_KINDS.map((kind) => (
          <ImportFileInput key={kind} kind={kind} file={files[kind] ?? null} onChange={(file) => onFileChange(kind, file)} problems={errors[kind]?.length ?? 0} />
        ))}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Modal>
  );
}

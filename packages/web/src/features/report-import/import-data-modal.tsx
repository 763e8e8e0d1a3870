import { Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImportFormatHelp } from './import-format-help.tsx';
import type { ImportProblems } from './import-errors.ts';
import { IMPORT_ACCEPT, IMPORT_KINDS, type ImportFiles, type ImportKind } from './import-kinds.ts';
import { TemplateLinks } from './template-links.tsx';

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
        <Anchor component={Link} to="/imports">
          {t('data_import.screen_link')}
        </Anchor>
      </Text>
      <ImportFormatHelp />
      <Stack gap="md">
        {IMPORT_KINDS.map((kind) => (
          <Stack key={kind} gap={4}>
            <FileInput
              label={t(`data_import.files.${kind}`)}
              description={t(`data_import.columns.${kind}`)}
              placeholder={t('data_import.placeholder')}
              accept={IMPORT_ACCEPT}
              clearable
              clearButtonProps={{ 'aria-label': t('data_import.remove', { file: t(`data_import.files.${kind}`) }) }}
              value={files[kind] ?? null}
              onChange={(file) => onFileChange(kind, file)}
              error={errors[kind]?.length ? t('data_import.file_problems', { count: errors[kind].length }) : undefined}
              // The default placeholder grey fails WCAG AA contrast on white (axe color-contrast).
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <TemplateLinks kind={kind} />
          </Stack>
        ))}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Modal>
  );
}

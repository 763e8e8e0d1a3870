import { FileInput, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_ACCEPT, type ImportKind } from './import-kinds.ts';
import { TemplateLinks } from './template-links.tsx';

export interface ImportFileInputProps {
  kind: ImportKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Problems of the last import in this file: their count shows on the picker, the table lists them. */
  problems: number;
  children?: ReactNode;
}

/** One of the import's five file pickers, with its templates below (docs/import.md "Templates"). */
export function ImportFileInput({ kind, file, onChange, problems, children }: ImportFileInputProps) {
  const { t } = useTranslation();
  const label = t(`data_import.files.${kind}`);
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={t(`data_import.columns.${kind}`)}
        placeholder={t('data_import.placeholder')}
        accept={IMPORT_ACCEPT}
        clearable
        clearButtonProps={{ 'aria-label': t('data_import.remove', { file: label }) }}
        value={file}
        onChange={onChange}
        error={problems ? t('data_import.file_problems', { count: problems }) : undefined}
        // The default placeholder grey fails WCAG AA contrast on white (axe color-contrast).
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
      <TemplateLinks kind={kind} />
      {children}
    </Stack>
  );
}

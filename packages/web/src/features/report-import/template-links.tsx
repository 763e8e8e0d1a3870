import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/language.ts';
import type { ImportKind } from './import-kinds.ts';

/** The file's templates (docs/import.md "Templates"), in the user's language: plain downloads, they hold no data. */
export function TemplateLinks({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const file = t(`data_import.files.${kind}`);
  const href = (format: 'csv' | 'xlsx') => `/api/imports/templates/${kind}.${format}?language=${language}`;
  return (
    <Group gap={6}>
      <Text size="xs" c="dimmed">
        {t('data_import.template')}
      </Text>
      <Anchor href={href('xlsx')} download size="xs" aria-label={t('data_import.template_of', { file, format: 'Excel' })}>
        Excel
      </Anchor>
      <Anchor href={href('csv')} download size="xs" aria-label={t('data_import.template_of', { file, format: 'CSV' })}>
        CSV
      </Anchor>
    </Group>
  );
}

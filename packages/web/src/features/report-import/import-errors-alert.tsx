import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_KINDS, type ImportKind } from './import-kinds.ts';

/** The rows the server refused, on the form itself: the modal may be closed and the error notice goes away. */
export function ImportErrorsAlert({ errors }: { errors: Partial<Record<ImportKind, string[]>> }) {
  const { t } = useTranslation();
  const kinds = IMPORT_KINDS.filter((kind) => errors[kind]?.length);
  if (kinds.length === 0) return null;
  return (
    <Alert color="red" title={t('data_import.errors_title')} mt="md">
      <List size="sm" spacing={4}>
        {kinds.flatMap((kind) =>
          (errors[kind] ?? []).map((message, index) => (
            <List.Item key={`${kind}-${index}`}>
              {t(`data_import.files.${kind}`)}: {message}
            </List.Item>
          )),
        )}
      </List>
    </Alert>
  );
}

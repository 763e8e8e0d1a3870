import { Alert, Badge, Group, Loader, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/language.ts';
import { usePreviewImport } from '../report-import/api.ts';
import { importErrorText, importProblemsOf } from '../report-import/import-errors.ts';
import type { ImportKind } from '../report-import/import-kinds.ts';
import { headerOptions, LEAVE_OUT, unplacedHeaders } from './header-options.ts';

export interface FilePreviewProps {
  kind: ImportKind;
  file: File;
  allowedTags: readonly string[];
  /** The user's choices for this file's headers: a column, `tag:<key>`, or null to leave it out. */
  mapping: Record<string, string | null>;
  onMappingChange: (mapping: Record<string, string | null>) => void;
}

const SHOWN_ROWS = 5;

/**
 * docs/import.md "Your own headers": a chosen file's headers, the column each fills (ours, remembered for the
 * company, or chosen here) and its first rows. A header the server does not know gets a select.
 */
export function FilePreview({ kind, file, allowedTags, mapping, onMappingChange }: FilePreviewProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const preview = usePreviewImport();
  const fileLabel = t(`data_import.files.${kind}`);

  // Each file chosen is read once; the choices made here stay on this screen until the import sends them.
  const { mutate } = preview;
  useEffect(() => mutate({ kind, file }), [kind, file, mutate]);

  if (preview.isPending) {
    return (
      <Text size="sm" c="dimmed">
        <Loader size="xs" mr="xs" />
        {t('imports.reading')}
      </Text>
    );
  }
  if (preview.isError) {
    const unreadable = importProblemsOf(preview.error)[kind]?.[0]?.message;
    return (
      <Text size="sm" c="red.8" role="alert">
        {unreadable ?? importErrorText(preview.error, t)}
      </Text>
    );
  }
  const data = preview.data;
  if (!data) return null;

  const options = headerOptions(kind, language, allowedTags, (tag) => t('imports.tag', { tag }));
  const unplaced = unplacedHeaders(data.headers, mapping);
  const firstRow = data.rows[0]?.cells ?? [];
  const columnLabel = (column: string) => options.find((o) => o.value === column)?.label ?? column;

  function choose(header: string, value: string) {
    onMappingChange({ ...mapping, [header]: value === LEAVE_OUT ? null : value });
  }

  return (
    <Stack gap="xs" mt="xs">
      <Text size="sm">{t('imports.preview_rows', { count: data.row_count })}</Text>
      {unplaced.length ? (
        <Alert color="yellow" p="xs">
          <Text size="sm">{t('imports.mapping_needed', { count: unplaced.length })}</Text>
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder fz="sm" aria-label={t('imports.preview_title', { file: fileLabel })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('imports.header')}</Table.Th>
              <Table.Th scope="col">{t('imports.means')}</Table.Th>
              {data.rows.slice(0, SHOWN_ROWS).map((row) => (
                <Table.Th scope="col" key={row.row}>
                  {t('data_import.problem.row')} {row.row}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.headers.map((h, index) => {
              if (!h.header.trim() && !firstRow[index]) return null;
              const chosen = Object.hasOwn(mapping, h.header) ? mapping[h.header] : undefined;
              // Ours cannot mean anything else; a remembered choice can be changed here, and the import remembers the change.
              const remembered = h.source === 'saved' && chosen === undefined;
              const value = chosen !== undefined ? (chosen ?? LEAVE_OUT) : remembered ? (h.column ?? LEAVE_OUT) : '';
              return (
                <Table.Tr key={`${index}-${h.header}`}>
                  <Table.Th scope="row" fw={500}>
                    {h.header || '—'}
                  </Table.Th>
                  <Table.Td>
                    {h.source === 'ours' ? (
                      <>
                        {h.column ? columnLabel(h.column) : t('imports.leave_out')}{' '}
                        <Badge size="xs" variant="light" color="green">
                          {t('imports.source.ours')}
                        </Badge>
                      </>
                    ) : (
                      <Group gap={6} wrap="nowrap">
                        <NativeSelect
                          size="xs"
                          aria-label={t('imports.mapping_label', { header: h.header })}
                          value={value}
                          onChange={(event) => choose(h.header, event.currentTarget.value)}
                          data={[{ value: '', label: t('imports.unknown'), disabled: true }, { value: LEAVE_OUT, label: t('imports.leave_out') }, ...options]}
                          error={value === '' ? t('imports.choose') : undefined}
                        />
                        {remembered ? (
                          <Badge size="xs" variant="light" color="blue">
                            {t('imports.source.saved')}
                          </Badge>
                        ) : null}
                      </Group>
                    )}
                  </Table.Td>
                  {data.rows.slice(0, SHOWN_ROWS).map((row) => (
                    <Table.Td key={row.row}>{row.cells[index] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

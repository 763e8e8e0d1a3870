import { Paper, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_KINDS } from './import-kinds.ts';
import { problemCount, type ImportProblems } from './import-errors.ts';

/**
 * The rows the server refused, as a table to fix the files against: file, row and column as the spreadsheet shows
 * them (docs/import.md "Errors"). Nothing was saved.
 */
export function ImportProblemsTable({ problems }: { problems: ImportProblems }) {
  const { t } = useTranslation();
  const count = problemCount(problems);
  if (!count) return null;
  const title = t('data_import.errors_title', { count });
  // A region with a heading, not an alert: a screen reader hears the count from the notice and reads the table at will.
  return (
    <Paper component="section" aria-label={title} withBorder p="md" mt="md" bg="red.0" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Title order={2} size="h4" c="red.9" mb="xs">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={520} mah={360}>
        <Table striped withTableBorder fz="sm" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('data_import.problem.file')}</Table.Th>
              <Table.Th scope="col">{t('data_import.problem.row')}</Table.Th>
              <Table.Th scope="col">{t('data_import.problem.column')}</Table.Th>
              <Table.Th scope="col">{t('data_import.problem.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {IMPORT_KINDS.flatMap((kind) =>
              (problems[kind] ?? []).map((problem, index) => (
                <Table.Tr key={`${kind}-${index}`}>
                  <Table.Td>{t(`data_import.files.${kind}`)}</Table.Td>
                  <Table.Td>{problem.row ?? t('data_import.problem.whole_file')}</Table.Td>
                  <Table.Td>{problem.column ?? '—'}</Table.Td>
                  <Table.Td>{problem.message}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

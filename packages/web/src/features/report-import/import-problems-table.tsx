import { Alert, Table } from '@mantine/core';
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
  return (
    <Alert color="red" title={t('data_import.errors_title', { count })} mt="md">
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
    </Alert>
  );
}

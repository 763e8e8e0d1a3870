import { canDeleteReport, canEditReport, type CurrentUser, type Report } from '@huella/contracts';
import { ActionIcon, Group } from '@mantine/core';
import { IconCopy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportPaths } from './report-paths.ts';

export interface ReportRowActionsProps {
  me: CurrentUser;
  report: Report;
  duplicating: boolean;
  onDuplicate: (report: Report) => void;
  onDelete: (report: Report) => void;
}

/** docs/spec/part-1.md §2 "Report list" row actions; who may use which is docs/spec/part-1.md §6 and docs/spec/part-2.md §6. */
export function ReportRowActions({ me, report, duplicating, onDuplicate, onDelete }: ReportRowActionsProps) {
  const { t } = useTranslation();
  const name = { reference: report.reference };
  const paths = reportPaths(report.type);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {canEditReport(me, report) ? (
        <ActionIcon component={Link} to={paths.edit(report.id)} variant="subtle" aria-label={t('reports.actions.edit', name)}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      ) : (
        // A disabled button rather than a link: a link cannot be disabled for keyboard and screen-reader users.
        <ActionIcon variant="subtle" disabled aria-label={t('reports.actions.edit', name)}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" onClick={() => onDuplicate(report)} loading={duplicating} aria-label={t('reports.actions.duplicate', name)}>
        <IconCopy size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon component={Link} to={paths.totals(report.id)} variant="subtle" aria-label={t('reports.actions.view', name)}>
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      {canDeleteReport(me, report) ? (
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(report)} aria-label={t('reports.actions.delete', name)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

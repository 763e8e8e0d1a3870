import { canConsolidateReport, canEditReport, canUnconsolidateReport, type CurrentUser, type Report } from '@huella/contracts';
import { Button, Group } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { notifySuccess } from '../../components/notifications/notify.ts';
import { reportPaths } from '../reports/report-paths.ts';
import { useConsolidateReport, useUnconsolidateReport } from './api.ts';
import { TotalsPdfButtons } from './totals-pdf-buttons.tsx';

type Action = 'consolidate' | 'unconsolidate';

/**
 * docs/spec/part-2.md §2.2, §2.6 buttons and §4 transitions: both actions are confirmed and end with a success notice;
 * then the PDFs. A consumption report's consolidation is final: its dialog says so and asks yes or no, and once it is
 * consolidated neither the edit nor the consolidate button is shown.
 */
export function TotalsActions({ me, report }: { me: CurrentUser; report: Report }) {
  const { t } = useTranslation();
  const final = report.type === 'consumption';
  // The action outlives the dialog's closing transition, so its text does not change while it fades out.
  const [action, setAction] = useState<Action>('consolidate');
  const [asking, setAsking] = useState(false);
  const consolidate = useConsolidateReport();
  const unconsolidate = useUnconsolidateReport();
  const mutation = action === 'consolidate' ? consolidate : unconsolidate;

  function ask(next: Action) {
    setAction(next);
    setAsking(true);
  }

  function confirm() {
    mutation.mutate(report.id, {
      onSuccess: () => notifySuccess(t(`totals.${action}.success`)),
      onSettled: () => setAsking(false),
    });
  }

  const texts = final && action === 'consolidate' ? 'consumption_totals.consolidate' : `totals.${action}`;

  return (
    <Group gap="sm">
      {final && report.read_only ? null : canEditReport(me, report) ? (
        <Button component={Link} to={reportPaths(report.type).edit(report.id)} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
          {t('totals.edit')}
        </Button>
      ) : (
        // A disabled button rather than a link: a link cannot be disabled for keyboard and screen-reader users.
        <Button variant="default" disabled leftSection={<IconPencil size={16} aria-hidden />}>
          {t('totals.edit')}
        </Button>
      )}
      {canConsolidateReport(me, report) ? (
        <Button leftSection={<IconLock size={16} aria-hidden />} onClick={() => ask('consolidate')}>
          {t('totals.consolidate.action')}
        </Button>
      ) : null}
      {canUnconsolidateReport(me, report) ? (
        <Button variant="outline" leftSection={<IconLockOpen size={16} aria-hidden />} onClick={() => ask('unconsolidate')}>
          {t('totals.unconsolidate.action')}
        </Button>
      ) : null}
      <TotalsPdfButtons reportId={report.id} />
      <ConfirmModal
        opened={asking}
        title={t(`${texts}.title`)}
        message={t(`${texts}.message`)}
        confirmLabel={t(`${texts}.action`)}
        cancelLabel={final ? t('consumption_totals.consolidate.cancel') : undefined}
        loading={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Group>
  );
}

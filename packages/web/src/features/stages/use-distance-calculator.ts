import type { DistanceAnswer } from '@huella/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/notifications/notify.ts';
import { useDistancePreview, type ChildPath } from './api.ts';
import type { RouteEnds } from './distance.ts';

/** The "calculate distance" button: both ends are required (spec part 2 §5), else an 'empty' notice names the missing one. */
export function useDistanceCalculator(reportId: number, path: ChildPath) {
  const { t } = useTranslation();
  const preview = useDistancePreview(reportId, path);
  const [answer, setAnswer] = useState<DistanceAnswer | null>(null);

  function calculate<T>(ends: RouteEnds<T>, body: (origin: T, destination: T) => unknown) {
    if (!ends.ok) {
      notifyError(t('stages.empty', { field: t(`stages.fields.${ends.missing}`) }));
      return;
    }
    preview.mutate(body(ends.origin, ends.destination), { onSuccess: setAnswer });
  }

  return { answer, pending: preview.isPending, calculate, clear: () => setAnswer(null) };
}

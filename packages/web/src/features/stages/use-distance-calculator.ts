import type { DistanceAnswer } from '@huella/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { notifyError } from '../../components/notifications/notify.ts';
import { useDistancePreview, type ChildPath } from './api.ts';
import type { RouteEnds } from './distance.ts';

/**
 * The "calculate distance" button: both ends are required (docs/spec/part-2.md §5), else an 'empty' notice names the
 * missing one. A 400 keeps its messages per field (e.g. the destination that equals the origin, decision 0007)
 * so the form shows each under its input, as it does for a save.
 */
export function useDistanceCalculator(reportId: number, path: ChildPath) {
  const { t } = useTranslation();
  const preview = useDistancePreview(reportId, path);
  const [answer, setAnswer] = useState<DistanceAnswer | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function calculate<T>(ends: RouteEnds<T>, body: (origin: T, destination: T) => unknown) {
    if (!ends.ok) {
      notifyError(t('stages.empty', { field: t(`stages.fields.${ends.missing}`) }));
      return;
    }
    setErrors({});
    preview.mutate(body(ends.origin, ends.destination), { onSuccess: setAnswer, onError: (error) => setErrors(fieldErrorsOf(error)) });
  }

  function clear() {
    setAnswer(null);
    setErrors({});
  }

  return { answer, errors, pending: preview.isPending, calculate, clear };
}

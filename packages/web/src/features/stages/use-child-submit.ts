import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { notifySuccess } from '../../components/notifications/notify.ts';
import { useSaveChild, type ChildPath } from './api.ts';

/**
 * Saves a report's child (create when childId is null): on success the list reloads and the form is
 * cleared (docs/spec/part-2.md §4); a 400 puts each field's messages under its input.
 */
export function useChildSubmit(reportId: number, path: ChildPath, childId: number | null, onDone: () => void) {
  const { t } = useTranslation();
  const save = useSaveChild(reportId, path);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(body: unknown) {
    save.mutate(
      { id: childId, body },
      {
        onSuccess: () => {
          notifySuccess(t('notify.success'));
          onDone();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  return { submit, errors, pending: save.isPending };
}

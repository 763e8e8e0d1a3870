import type { ReviewSummary } from '@huella/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { useDialogMount } from '../../components/use-dialog-mount.ts';
import { useCloneReview } from './api.ts';

export interface CloneReviewModalProps {
  /** The review to duplicate; null: the modal is closed. */
  source: ReviewSummary | null;
  onClose: () => void;
}

/**
 * docs/spec/part-1.md §7 ("reviews list, delete, clone"): a copy of the review with all its factors and entries, from the start date
 * asked here (reports dated from then that follow their date move to it, docs/decisions/0011-reviews.md). Opens the
 * copy in the editor.
 */
export function CloneReviewModal({ source, onClose }: CloneReviewModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clone = useCloneReview();
  const dialog = useDialogMount(source !== null);
  const [values, setValues] = useState({ start_date: '', title: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  function close() {
    setValues({ start_date: '', title: '' });
    setErrors({});
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!source) return;
    if (!values.start_date) {
      const message = t('reviews.start_date_required');
      setErrors({ start_date: message });
      notifyError(message, t('reviews.empty_field'));
      return;
    }
    clone.mutate(
      { id: source.id, values: { start_date: values.start_date, ...(values.title.trim() ? { title: values.title.trim() } : {}) } },
      {
        onSuccess: (copy) => {
          notifySuccess(t('reviews.duplicated', { title: copy.title }));
          close();
          void navigate(`/reviews/${copy.id}`);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={close} title={t('reviews.duplicate_title', { title: source?.title ?? '' })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <DateInput
            label={t('reviews.fields.start_date')}
            description={t('reviews.start_date_hint')}
            required
            data-autofocus
            valueFormat="YYYY-MM-DD"
            value={values.start_date || null}
            onChange={(date) => setValues({ ...values, start_date: date ?? '' })}
            error={errors.start_date}
          />
          <TextInput
            label={t('reviews.fields.title')}
            placeholder={t('reviews.copy_title', { title: source?.title ?? '' })}
            value={values.title}
            onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
            error={errors.title}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={clone.isPending}>
              {t('reviews.duplicate_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

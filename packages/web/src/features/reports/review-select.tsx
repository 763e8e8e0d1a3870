import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReviewChoices } from './api.ts';

export interface ReviewSelectProps {
  /** The review's id as the select holds it; null lets the server pick the review in force on the date. */
  value: string | null;
  onChange: (review: string | null) => void;
  error?: string | undefined;
}

/**
 * The report form's review select. It reads the reviews itself, so that their arrival renders this select again
 * rather than the whole report form (issue #21 item 4).
 */
export function ReviewSelect({ value, onChange, error }: ReviewSelectProps) {
  const { t } = useTranslation();
  const reviews = useReviewChoices();
  return (
    <Select
      label={t('reports.fields.review')}
      placeholder={t('reports.review_by_date')}
      data={(reviews.data ?? []).map((review) => ({ value: String(review.id), label: review.title }))}
      value={value}
      onChange={onChange}
      clearable
      error={error}
    />
  );
}

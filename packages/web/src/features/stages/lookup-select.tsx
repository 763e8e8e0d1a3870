import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LookupSelectProps {
  label: string;
  /** What the choice does to the figures, under the label. */
  description?: string | undefined;
  /** A reference list of the server (vehicles, aircraft, ship types); undefined while it loads. */
  options: readonly { id: number; name: string }[] | undefined;
  /** The chosen option's id as text, as the form keeps it. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  required?: boolean;
}

/** One of a reference list, found by typing its name; the lists are long (docs/spec/part-2.md §9, page_size 999). */
export function LookupSelect({ label, description, options, value, onChange, error, required = false }: LookupSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      required={required}
      description={description}
      data={(options ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('table.empty')}
      error={error}
    />
  );
}

import { OPERATED_BY, type OperatedBy } from '@huella/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface OperatedBySelectProps {
  label: string;
  value: OperatedBy;
  onChange: (value: OperatedBy) => void;
  error?: string | undefined;
}

/** Own or third party decides the scope (METHODOLOGY.md §3); the caller hides it for only_scope3 companies. */
export function OperatedBySelect({ label, value, onChange, error }: OperatedBySelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      data={OPERATED_BY.map((option) => ({ value: option, label: t(`stages.operated_by.${option}`) }))}
      value={value}
      onChange={(next) => onChange(next === 'own' ? 'own' : 'third_party')}
      allowDeselect={false}
      error={error}
    />
  );
}

import { OPERATED_BY, type OperatedBy } from '@huella/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChildForm } from './use-child-form.ts';

export interface OperatedBySelectProps<K extends string> {
  form: ChildForm<Record<K, OperatedBy>>;
  /** operated_by on stages, type on storages. */
  field: K;
  /** "Operated by" unless given (storages call it their type). */
  label?: string;
}

/**
 * Own or third party decides the scope (docs/methodology.md §3). only_scope3 companies have no choice: they are
 * always third party (docs/spec/part-2.md §6), so the select is not shown to them.
 */
export function OperatedBySelect<K extends string>({ form, field, label }: OperatedBySelectProps<K>) {
  const { t } = useTranslation();
  if (form.context.onlyScope3) return null;
  return (
    <Select
      label={label ?? t('stages.fields.operated_by')}
      data={OPERATED_BY.map((option) => ({ value: option, label: t(`stages.operated_by.${option}`) }))}
      value={form.values[field]}
      onChange={(next) => {
        // Filled by assignment: a computed key on the generic field would widen to a string index.
        const patch: Partial<Record<K, OperatedBy>> = {};
        patch[field] = next === 'own' ? 'own' : 'third_party';
        form.change(patch);
      }}
      allowDeselect={false}
      error={form.errors[field]}
    />
  );
}

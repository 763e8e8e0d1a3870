import type { FilterTemplate } from '@huella/contracts';
import { Loader, Select } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface TemplateSelectProps {
  templates: readonly FilterTemplate[];
  loading: boolean;
  value: FilterTemplate | null;
  search: string;
  onSearchChange: (search: string) => void;
  onChange: (template: FilterTemplate | null) => void;
}

/** docs/spec/part-2.md §2.7: the user's saved templates of this tab, found by name; choosing one applies it. */
export function TemplateSelect({ templates, loading, value, search, onSearchChange, onChange }: TemplateSelectProps) {
  const { t } = useTranslation();
  // The chosen one stays an option while a search leaves it out, so the field keeps showing it.
  const shown = value && !templates.some((template) => template.id === value.id) ? [value, ...templates] : templates;
  return (
    <Select
      label={t('statistics.template.saved')}
      placeholder={t('statistics.template.saved_placeholder')}
      data={shown.map((template) => ({ value: String(template.id), label: template.name }))}
      value={value ? String(value.id) : null}
      // Choosing a template applies it, the chosen one again too (its filters may have been changed since); the
      // clear button leaves the filters as they are.
      allowDeselect={false}
      onOptionSubmit={(id) => onChange(shown.find((template) => String(template.id) === id) ?? null)}
      onChange={(id) => {
        if (id === null) onChange(null);
      }}
      searchable
      searchValue={search}
      onSearchChange={onSearchChange}
      clearable
      nothingFoundMessage={t('statistics.template.saved_none')}
      leftSection={<IconTemplate size={16} aria-hidden />}
      rightSection={loading ? <Loader size={14} aria-hidden /> : undefined}
      maw={420}
    />
  );
}

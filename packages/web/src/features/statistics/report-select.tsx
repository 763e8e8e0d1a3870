import type { Report } from '@huella/contracts';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../components/search-input.tsx';
import { useReportOptions, useReportsById, useReportsByReference } from './api.ts';

export interface ReportSelectProps {
  label: string;
  /** Report ids, or (the projects tab) report references. */
  by: 'id' | 'reference';
  /** Transport reports only, or any. */
  type: 'transport' | undefined;
  value: string[];
  onChange: (value: string[]) => void;
}

const optionLabel = (report: Report) => `${report.reference} · ${report.project_name}`;

/**
 * docs/spec/part-2.md §7 "Lookups: reports list (search)": reports found by reference or project name, 500 ms after
 * the last keystroke (§9). Chosen reports a search leaves out (or a template brought) are read by themselves, so the
 * field always names them.
 */
export function ReportSelect({ label, by, type, value, onChange }: ReportSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useReportOptions(debounced, type);
  const results = found.data ?? [];
  const keyOf = (report: Report) => (by === 'id' ? String(report.id) : report.reference);
  const missing = value.filter((chosen) => !results.some((report) => keyOf(report) === chosen));
  const byId = useReportsById(by === 'id' ? missing.map(Number) : []);
  const byReference = useReportsByReference(by === 'reference' ? missing : []);
  const chosen = [...byId.map((query) => query.data), ...byReference.map((query) => query.data)].filter((report): report is Report => Boolean(report));
  const options = new Map<string, string>();
  for (const report of [...chosen, ...results]) options.set(keyOf(report), optionLabel(report));
  // A chosen report that could not be read (deleted since) still shows, by what the filter holds.
  for (const key of value) if (!options.has(key)) options.set(key, by === 'id' ? `#${key}` : key);
  return (
    <MultiSelect
      label={label}
      description={t('statistics.filters.reports_hint')}
      placeholder={value.length ? undefined : t('statistics.filters.any')}
      data={[...options].map(([key, text]) => ({ value: key, label: text }))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      hidePickedOptions
    />
  );
}

import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../components/date-range-picker/date-range-picker.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useUsers } from '../users/api.ts';
import type { ReportFilters } from './report-list-params.ts';

export interface ReportListFiltersProps {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
}

/** Every author of the company fits one page: 1000 is the API's largest. */
const AUTHORS = { page: 1, page_size: 1000, ordering: 'username' };

/**
 * docs/spec/part-1.md §2 "Report list": date range with presets, author and project name. The consumption list
 * (docs/spec/part-2.md §2.4) filters by the date range only.
 */
export function ReportListFilters({ filters, onChange }: ReportListFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      <DateRangePicker label={t('reports.filters.dates')} value={filters.dates} onChange={(dates) => onChange({ ...filters, dates })} />
      {filters.type === 'transport' ? <AuthorAndProjectFilters filters={filters} onChange={onChange} /> : null}
    </>
  );
}

function AuthorAndProjectFilters({ filters, onChange }: ReportListFiltersProps) {
  const { t } = useTranslation();
  const users = useUsers(AUTHORS);
  const authors = (users.data?.results ?? []).map((user) => ({ value: String(user.id), label: user.username }));
  return (
    <>
      <Select
        label={t('reports.filters.author')}
        placeholder={t('reports.filters.anyone')}
        data={authors}
        value={filters.author === null ? null : String(filters.author)}
        onChange={(author) => onChange({ ...filters, author: author === null ? null : Number(author) })}
        clearable
        searchable
        w={200}
      />
      <SearchInput label={t('reports.filters.project_name')} onSearch={(projectName) => onChange({ ...filters, projectName })} />
    </>
  );
}

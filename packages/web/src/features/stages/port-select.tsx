import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAnchor } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortSearch } from './lookups-api.ts';
import { portLabel, type PortChoice } from './nautical-values.ts';

/** Typing pauses this long before the ports are searched, as for places. */
const PORT_SEARCH_DEBOUNCE_MS = 300;

export interface PortSelectProps {
  label: string;
  value: PortChoice | null;
  onChange: (value: PortChoice | null) => void;
  error?: string | undefined;
}

/** A port searched on the server by name or LOCODE; the chosen one stays offered while another is searched. */
export function PortSelect({ label, value, onChange, error }: PortSelectProps) {
  const { t } = useTranslation();
  const chosenLabel = value ? portLabel(value) : '';
  const [search, setSearch] = useState(chosenLabel);
  const [debounced] = useDebouncedValue(search.trim(), PORT_SEARCH_DEBOUNCE_MS);
  const ports = usePortSearch(debounced === chosenLabel ? '' : debounced);
  const found: PortChoice[] = (ports.data ?? []).map((port) => ({ locode: port.full_locode, name: port.name, country: port.country.name }));
  const choices = value ? [value, ...found.filter((port) => port.locode !== value.locode)] : found;

  return (
    <Select
      label={label}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      value={value?.locode ?? null}
      onChange={(locode) => onChange(choices.find((port) => port.locode === locode) ?? null)}
      data={choices.map((port) => ({ value: port.locode, label: portLabel(port) }))}
      // The server already matched name, country and code; filtering again here would hide its matches.
      filter={({ options }) => options}
      nothingFoundMessage={debounced.length >= 2 && !ports.isFetching ? t('table.empty') : undefined}
      leftSection={<IconAnchor size={16} aria-hidden />}
      rightSection={ports.isFetching ? <Loader size="xs" aria-label={t('stages.searching_ports')} /> : undefined}
      error={error}
    />
  );
}

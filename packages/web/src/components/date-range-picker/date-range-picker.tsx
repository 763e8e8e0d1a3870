import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_PRESETS, presetRange } from './date-range-presets.ts';

export type DateRangeValue = [string | null, string | null];

export interface DateRangePickerProps {
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Fixes "today" for the presets; tests pass a date, the app leaves it to the clock. */
  today?: Date;
}

/** A date range with the spec's presets; weeks start on Monday; values are yyyy-MM-dd strings. */
export function DateRangePicker({ label, value, onChange, today }: DateRangePickerProps) {
  const { t } = useTranslation();
  const [now] = useState(() => today ?? new Date());
  // The field is a button: HTML_CodeSniffer (pa11y) does not take its <label for> as its name, aria-labelledby names it
  // for every tool.
  const labelId = `${useId()}-label`;
  return (
    <DatePickerInput
      type="range"
      label={label}
      labelProps={{ id: labelId }}
      aria-labelledby={labelId}
      value={value}
      onChange={onChange}
      valueFormat="YYYY-MM-DD"
      firstDayOfWeek={1}
      clearable
      // Mantine's clear button has no name of its own (axe: button-name).
      clearButtonProps={{ 'aria-label': t('date_range.clear') }}
      allowSingleDateInRange
      leftSection={<IconCalendar size={16} aria-hidden />}
      presets={DATE_RANGE_PRESETS.map((preset) => ({ value: presetRange(preset, now), label: t(`date_range.${preset}`) }))}
      w={260}
    />
  );
}

import { formatFixed, toLabelLanguage, type DistanceAnswer, type DistanceMethod } from '@huella/contracts';
import { formatAmount } from '../../lib/format-figures.ts';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconRuler2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { amountOf, type Amount } from './amount.ts';
import { kmToNauticalMiles } from './distance.ts';

export interface DistanceFieldProps {
  value: Amount;
  onChange: (value: Amount) => void;
  error?: string | undefined;
  onCalculate: () => void;
  calculating: boolean;
  /** The last "calculate distance" answer for the ends now in the form. */
  answer: DistanceAnswer | null;
  /** The figure the server computed for the stage being edited, kept while the field stays empty. */
  current: { distance: number; method: DistanceMethod } | null;
  /** Sea legs also show nautical miles (docs/spec/part-2.md §2.1). */
  nautical?: boolean;
}

/** Distance in km: empty lets the server compute and trace it (decision 0006); a number is declared. */
export function DistanceField({ value, onChange, error, onCalculate, calculating, answer, current, nautical = false }: DistanceFieldProps) {
  const { t, i18n } = useTranslation();
  const km = (distance: number) => formatAmount(distance, i18n.language);
  const miles = (distance: number) =>
    t('stages.nautical_miles', { miles: formatFixed(kmToNauticalMiles(distance), toLabelLanguage(i18n.language), 2) });
  const figure = (distance: number, method: DistanceMethod) =>
    t('stages.distance_figure', { distance: km(distance), method: t(`stages.methods.${method}`) }) + (nautical ? ` · ${miles(distance)}` : '');

  const notes: string[] = [];
  if (nautical && value !== '') notes.push(miles(value));
  if (answer) {
    const passages = answer.passages?.length ? ` · ${t('stages.via', { passages: answer.passages.map((p) => t(`stages.passages.${p}`)).join(', ') })}` : '';
    notes.push(t('stages.distance_calculated', { figure: figure(answer.distance, answer.method) }) + passages);
  } else if (current && value === '') {
    notes.push(t('stages.distance_current', { figure: figure(current.distance, current.method) }));
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" align="end">
        <NumberInput
          label={t('stages.fields.distance')}
          min={0}
          max={50_000}
          decimalScale={1}
          value={value}
          onChange={(next) => onChange(amountOf(next))}
          placeholder={t('stages.distance_auto')}
          error={error}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button variant="default" leftSection={<IconRuler2 size={16} aria-hidden />} onClick={onCalculate} loading={calculating} mb={error ? 22 : 0}>
          {t('stages.calculate_distance')}
        </Button>
      </Group>
      {notes.map((note) => (
        <Text key={note} fz="xs" c="dimmed" aria-live="polite">
          {note}
        </Text>
      ))}
    </Stack>
  );
}

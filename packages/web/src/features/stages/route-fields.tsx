import type { DistanceMethod } from '@huella/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../../components/place-autocomplete/place-autocomplete.tsx';
import type { PlaceValue } from '../../components/place-autocomplete/place-value.ts';
import type { Amount } from './amount.ts';
import type { ChildPath } from './api.ts';
import { DistanceField } from './distance-field.tsx';
import { placeLocation, routeEnds } from './distance.ts';
import type { RouteValues } from './stage-values.ts';
import { useDistanceCalculator } from './use-distance-calculator.ts';

export interface RouteFieldsProps {
  reportId: number;
  path: ChildPath;
  value: RouteValues & { distance: Amount };
  onChange: (patch: Partial<RouteValues & { distance: Amount }>) => void;
  errors: Record<string, string>;
  current: { distance: number; method: DistanceMethod } | null;
}

/** Origin and destination from the places autocomplete, and the distance between them (road, rail, air). */
export function RouteFields({ reportId, path, value, onChange, errors, current }: RouteFieldsProps) {
  const { t } = useTranslation();
  const calculator = useDistanceCalculator(reportId, path);
  // The last save's messages, and over them those of the last "calculate distance".
  const shown = { ...errors, ...calculator.errors };

  function changePlace(field: 'origin' | 'destination', place: PlaceValue) {
    calculator.clear();
    onChange({ [field]: place });
  }

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="sm">
        <PlaceAutocomplete label={t('stages.fields.origin')} value={value.origin} onChange={(place) => changePlace('origin', place)} error={shown.origin} />
        <PlaceAutocomplete
          label={t('stages.fields.destination')}
          value={value.destination}
          onChange={(place) => changePlace('destination', place)}
          error={shown.destination}
        />
      </SimpleGrid>
      <DistanceField
        value={value.distance}
        onChange={(distance) => onChange({ distance })}
        error={errors.distance}
        calculating={calculator.pending}
        answer={calculator.answer}
        current={current}
        onCalculate={() =>
          calculator.calculate(routeEnds(placeLocation(value.origin), placeLocation(value.destination)), (origin, destination) => ({ origin, destination }))
        }
      />
    </>
  );
}

import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/language.ts';
import { useFetchPlace, usePlacePredictions } from './places-api.ts';
import { predictionFor, predictionOptions, typedPlace, type PlaceValue } from './place-value.ts';

/** Typing pauses this long before the gazetteer is asked, so each keystroke is not a request. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

export interface PlaceAutocompleteProps {
  label: string;
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  error?: string | undefined;
  /** Marks the field required (an asterisk, and `aria-required`); the form says when it is empty. */
  required?: boolean;
}

/**
 * A place chosen from the server's gazetteer (docs/spec/part-1.md §3): the arrow keys move through the
 * suggestions, Enter picks one and the place's details are fetched to be stored with the report.
 */
export function PlaceAutocomplete({ label, value, onChange, error, required = false }: PlaceAutocompleteProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [search] = useDebouncedValue(value.gmaps ? '' : value.text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const predictions = usePlacePredictions(search, language);
  const fetchPlace = useFetchPlace();
  const found = predictions.data ?? [];
  // Between the pick and the place's details the field holds text only; the spinner says the place is on its way,
  // and the hint below stays until it has arrived (a distance asked for meanwhile has no place to start from).
  const [resolving, setResolving] = useState(false);

  async function choose(description: string) {
    const prediction = predictionFor(found, description);
    if (!prediction) return;
    setResolving(true);
    try {
      const gmaps = await fetchPlace(prediction.place_id, language);
      onChange({ text: prediction.description, gmaps });
    } catch {
      // The text stays as typed, with the hint to choose again; the query cache's error notice has told the user why.
    } finally {
      setResolving(false);
    }
  }

  return (
    <Autocomplete
      label={label}
      required={required}
      value={value.text}
      onChange={(text) => {
        if (text !== value.text) onChange(typedPlace(text));
      }}
      onOptionSubmit={(description) => void choose(description)}
      data={value.gmaps ? [] : predictionOptions(found)}
      // The server already matched the text; filtering again here would hide its fuzzy matches.
      filter={({ options }) => options}
      leftSection={<IconMapPin size={16} aria-hidden />}
      rightSection={predictions.isFetching || resolving ? <Loader size="xs" aria-label={t('places.searching')} /> : null}
      error={error}
      description={value.text.trim() && !value.gmaps ? t('places.hint') : undefined}
      autoComplete="off"
    />
  );
}

import type { GmapsPlace, PlacePrediction } from '@huella/contracts';

/** What a place field holds: the text shown and, once a suggestion was chosen, the place it names. */
export interface PlaceValue {
  text: string;
  gmaps: GmapsPlace | null;
}

export const EMPTY_PLACE: PlaceValue = { text: '', gmaps: null };

/** Typing changes the text; the chosen place no longer matches it, so it is dropped. */
export function typedPlace(text: string): PlaceValue {
  return { text, gmaps: null };
}

/** The options of the dropdown: one per description (the combobox needs unique values). */
export function predictionOptions(predictions: readonly PlacePrediction[]): string[] {
  return [...new Set(predictions.map((prediction) => prediction.description))];
}

export function predictionFor(predictions: readonly PlacePrediction[], description: string): PlacePrediction | undefined {
  return predictions.find((prediction) => prediction.description === description);
}

import type { PlacePrediction } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { predictionFor, predictionOptions, typedPlace } from './place-value.ts';

const prediction = (description: string, placeId: string): PlacePrediction => ({ description, place_id: placeId, types: ['locality'] });
const found = [prediction('Valencia, Spain', 'city:1'), prediction('Valencia, Venezuela', 'city:2'), prediction('Valencia, Spain', 'city:3')];

describe('place values', () => {
  it('drops the chosen place once the text is typed over', () => {
    expect(typedPlace('Valen')).toEqual({ text: 'Valen', gmaps: null });
  });

  it('offers each description once and finds the first prediction of a description', () => {
    expect(predictionOptions(found)).toEqual(['Valencia, Spain', 'Valencia, Venezuela']);
    expect(predictionFor(found, 'Valencia, Spain')?.place_id).toBe('city:1');
    expect(predictionFor(found, 'Lyon')).toBeUndefined();
  });
});

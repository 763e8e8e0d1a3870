import type { AircraftModel } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { emptyAirValues, toAirInput, withAircraftModel, withAircraftType } from './air-values.ts';

const model: AircraftModel = { id: 5, name: 'B777F', aircraft_family: { id: 2, name: 'Boeing 777' }, capacity: 102, aircraft_type: 'freighter' };
const context = { allowedTags: [], onlyScope3: false, businessTrip: false, cargos: [] };

describe('air stage values', () => {
  it('starts with one LTO cycle', () => {
    expect(emptyAirValues(false).LTO).toBe(1);
  });

  it('clears the family when the type changes', () => {
    const values = { ...emptyAirValues(false), aircraft_family: '2', aircraft_model: '5' };
    expect(withAircraftType(values, 'passenger_cargo')).toMatchObject({ aircraft_type: 'passenger_cargo', aircraft_family: null, aircraft_model: null });
  });

  it('sets the payload to the chosen model’s capacity', () => {
    expect(withAircraftModel(emptyAirValues(false), '5', [model]).capacity_load).toBe(102);
  });

  it('flies business trips as passenger aircraft with groupage and sends an empty family and distance as null', () => {
    const values = { ...emptyAirValues(false), aircraft_type: 'freighter' as const, aircraft_load_type: 'full_cargo' as const };
    expect(toAirInput(values, { ...context, businessTrip: true })).toMatchObject({
      aircraft_type: 'passenger_cargo',
      aircraft_load_type: 'groupage',
      aircraft_family: null,
      distance: null,
    });
  });
});

import type { Cargo, RoadVehicle } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { emptyRoadValues, roadPayload, toRoadInput } from './road-values.ts';
import type { FormContext } from './stage-values.ts';

const truck: RoadVehicle = { id: 4, name: 'Artic > 33 t', payload: 26, default_load: 17.5, vehicle_class: 'artic_gt33t', factor_class: 'artic_gt33t' };
const cargos: Cargo[] = [
  { id: 1, reference: 'C-1', commodity: null, cargo_type: 'conventional', weight: 12.5, teu: null, passengersNumber: null },
  { id: 2, reference: 'C-2', commodity: null, cargo_type: 'conventional', weight: 3, teu: null, passengersNumber: null },
];
const context: FormContext = { allowedTags: ['customer'], onlyScope3: false, businessTrip: false, cargos };

describe('road stage values', () => {
  it('takes a groupage payload from the vehicle’s capacity, not its default load (the load factor is applied once, by the calculation)', () => {
    expect(roadPayload({ vehicle: '4', vehicle_load_type: 'groupage', cargos: {} }, [truck], cargos)).toBe(26);
  });

  it('takes a full-cargo payload from the selected cargos’ weight', () => {
    expect(roadPayload({ vehicle: '4', vehicle_load_type: 'full_cargo', cargos: { 1: {}, 2: {} } }, [truck], cargos)).toBe(15.5);
    expect(roadPayload({ vehicle: '4', vehicle_load_type: 'full_cargo', cargos: {} }, [truck], cargos)).toBe('');
  });

  it('clears the payload when a groupage stage has no vehicle', () => {
    expect(roadPayload({ vehicle: null, vehicle_load_type: 'groupage', cargos: { 1: {} } }, [truck], cargos)).toBe('');
  });

  it('sends an empty distance as null so the server computes it, and a full cargo’s weight as payload', () => {
    const values = { ...emptyRoadValues(), vehicle: '4', vehicle_load_type: 'full_cargo' as const, cargos: { 2: { customer: ' ACME ' } }, capacity_load: 99 };
    const input = toRoadInput(values, context);
    expect(input.distance).toBeNull();
    expect(input.capacity_load).toBe(3);
    expect(input.cargos).toEqual([{ cargo: 2, tags: { customer: 'ACME' } }]);
    expect(input.operated_by).toBe('third_party');
    expect(toRoadInput({ ...values, distance: 412.5 }, context).distance).toBe(412.5);
  });

  it('does not send who operates the stage for a scope-3-only company', () => {
    expect(toRoadInput(emptyRoadValues(), { ...context, onlyScope3: true })).not.toHaveProperty('operated_by');
  });
});

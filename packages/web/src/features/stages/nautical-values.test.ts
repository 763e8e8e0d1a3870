import type { ShipType } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { emptyNauticalValues, portLabel, shipTypeLoads, toNauticalInput, withShipLoadType, withShipType } from './nautical-values.ts';
import type { FormContext } from './stage-values.ts';

const feeder: ShipType = { id: 9, name: 'Container 1,000–1,999 TEU', ship_load_type: 'container', gross_tonnage: 18_000, total_load: 1_500 };
const bulker: ShipType = { id: 3, name: 'Bulk carrier', ship_load_type: 'full_cargo', gross_tonnage: 40_000, total_load: 60_000 };
const context: FormContext = { allowedTags: [], onlyScope3: false, businessTrip: false, cargos: [] };

describe('nautical stage values', () => {
  it('takes gross tonnage and total load from the ship type, and 0 total load for full cargo', () => {
    expect(shipTypeLoads(feeder, 'container')).toEqual({ gross_tonnage: 18_000, total_load: 1_500 });
    expect(shipTypeLoads(bulker, 'full_cargo')).toEqual({ gross_tonnage: 40_000, total_load: 0 });
  });

  it('fills the form when a ship type is chosen and drops it when the load type changes', () => {
    const chosen = withShipType(emptyNauticalValues(), '9', [feeder]);
    expect(chosen).toMatchObject({ ship_type: '9', gross_tonnage: 18_000, total_load: 1_500 });
    expect(withShipLoadType(chosen, 'groupage').ship_type).toBeNull();
  });

  it('sends ports by LOCODE, an empty distance and ship type as null, and 0 total load for full cargo', () => {
    const values = {
      ...withShipLoadType(emptyNauticalValues(), 'full_cargo'),
      port_origin: { locode: 'ESVLC', name: 'Valencia', country: 'Spain' },
      port_destination: { locode: 'CNSHA', name: 'Shanghai', country: 'China' },
      avoid: ['suez'],
    };
    expect(toNauticalInput(values, context)).toMatchObject({
      distance: null,
      ship_type: null,
      total_load: 0,
      port_origin: 'ESVLC',
      port_destination: 'CNSHA',
      avoid: ['suez'],
    });
  });

  it('sends no port operations for a scope-3-only company', () => {
    const values = { ...emptyNauticalValues(), port_operations: 'load_and_discharge' as const };
    expect(toNauticalInput(values, { ...context, onlyScope3: true }).port_operations).toBe('none');
  });

  it('labels a port with its name, country and LOCODE', () => {
    expect(portLabel({ locode: 'ESVLC', name: 'Valencia', country: 'Spain' })).toBe('Valencia, Spain (ESVLC)');
  });
});

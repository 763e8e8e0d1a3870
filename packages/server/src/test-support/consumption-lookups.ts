import type { TestApp } from './test-app.ts';

/**
 * The lookups a consumption report's children name, made through the API as a super user makes them; their names
 * differ from the demo company's own (db/demo-lookups.ts).
 */
export interface ConsumptionLookups {
  center: number;
  account: number;
  /** Electricity, with its own market-based factor. */
  iberdrola: number;
  /** Electricity, no factor of its own. */
  plainPower: number;
  /** A gas oil supplier: not one an electricity consumption may name. */
  gasoilSupplier: number;
  dieselFamily: number;
  petrolFamily: number;
  naturalGasFamily: number;
  electricFamily: number;
  /** A car of the diesel family. */
  dieselCar: number;
}

/** Iberdrola's own factor in these fixtures: kg CO2, g CH4, g N2O per kWh. */
export const IBERDROLA_FACTOR = { A1: 0.1, B1: 0.5, C1: 0.05, source: 'Iberdrola 2024 fuel-mix disclosure' };

/** `suffix` keeps names, codes and plates unique when a company gets several sets. */
export async function createConsumptionLookups(t: TestApp, token: string, suffix = ''): Promise<ConsumptionLookups> {
  const make = async (url: string, payload: object): Promise<number> => {
    const res = await t.call(token, { method: 'POST', url, payload });
    if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: number }>().id;
  };
  const center = await make('/api/centers/', { name: `Valencia HQ${suffix}` });
  const dieselFamily = await make('/api/car-families/', { brand: 'Seat', model: `Leon TDI${suffix}`, fuel: 'gasoil' });
  return {
    center,
    account: await make('/api/accounts/', { name: `Energy${suffix}`, code: `628${suffix}` }),
    iberdrola: await make('/api/suppliers/', {
      name: `Iberdrola${suffix}`,
      type: 'electricity',
      A1: IBERDROLA_FACTOR.A1,
      B1: IBERDROLA_FACTOR.B1,
      C1: IBERDROLA_FACTOR.C1,
      factor_source: IBERDROLA_FACTOR.source,
    }),
    plainPower: await make('/api/suppliers/', { name: `Grid Power${suffix}`, type: 'electricity' }),
    gasoilSupplier: await make('/api/suppliers/', { name: `Repsol${suffix}`, type: 'gasoil' }),
    dieselFamily,
    petrolFamily: await make('/api/car-families/', { brand: 'Toyota', model: `Yaris${suffix}`, fuel: 'gasoline' }),
    naturalGasFamily: await make('/api/car-families/', { brand: 'Seat', model: `Arona TGI${suffix}`, fuel: 'natural_gas' }),
    electricFamily: await make('/api/car-families/', { brand: 'Renault', model: `Zoe${suffix}`, fuel: 'electricity' }),
    dieselCar: await make('/api/cars/', { plate: `4321KLM${suffix}`, car_family: dieselFamily, center }),
  };
}

import type { CarFuel, ConsumptionType } from '@huella/contracts';

/**
 * One colour per energy, for the breakdown tables' swatches and the pie charts: gas oil and petrol in the warm
 * colours of liquid fuels, natural gas blue, electricity green. Dark enough for a white slice border and text beside.
 */
const ENERGY_COLOURS: Record<ConsumptionType | CarFuel, string> = {
  gasoil: '#c2255c',
  gasoline: '#e8590c',
  natural_gas: '#1971c2',
  electricity: '#2b8a3e',
};

export function energyColour(energy: ConsumptionType | CarFuel): string {
  return ENERGY_COLOURS[energy];
}

// Unit of each factor key, shown in `factors_used` (docs/methodology.md §2.1 table, "unit / note" column).

const UNIT_BY_PREFIX: readonly (readonly [string, string])[] = [
  ['road.per_tkm.', 'kg CO2e/tkm'],
  ['rail.per_tkm.', 'kg CO2e/tkm'],
  ['sea.per_tkm.', 'kg CO2e/tkm'],
  ['air.per_tkm.', 'kg CO2e/tkm'],
  ['road.per_vkm.', 'kg CO2e/vkm'],
  ['fuel.natural_gas_kwh', 'kg CO2e/kWh'],
  ['fuel.', 'kg CO2e/l'],
  ['electricity.', 'kg CO2e/kWh'],
  ['car.per_km.', 'kg CO2e/km'],
  ['wtt_per_ttw.', 'kg CO2e WTT per kg CO2e TTW'],
  ['air.distance_uplift_km', 'km'],
  ['circuity.', 'ratio to great circle'],
  ['sea.distance_adjustment', 'ratio to network path'],
  ['road.groupage_load_factor', 'share of capacity'],
  ['air.load_factor', 'share of capacity'],
  ['sea.utilisation.', 'share of capacity'],
  ['ship.port_days_per_operation', 'days per operation'],
  ['ship.sulphur_share.', 't sulphur/t fuel'],
  ['ship.', 't/t fuel'],
  ['storage.kwh_per_t_move', 'kWh/t moved'],
  ['storage.diesel_l_per_t_move', 'l/t moved'],
  ['air.include_rf', '0 or 1'],
  ['air.rf_multiplier', 'multiplier on CO2'],
  ['air.', 'kg/kg fuel'],
  ['gwp.', 'kg CO2e/kg'],
];

export function unitOf(key: string): string {
  for (const [prefix, unit] of UNIT_BY_PREFIX) {
    if (key.startsWith(prefix)) return unit;
  }
  return '';
}

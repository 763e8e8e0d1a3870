import { describe, expect, it } from 'vitest';
import { factorKeyLabel, factorSourceLabel, factorUnitLabel } from './factor-key-label.ts';
import { formatDecimal, formatFixed, formatGasMass, formatTonnes } from './format-number.ts';
import { tagKeyLabel, tagsText } from './tag-key-label.ts';
import { transportDetailsText } from './transport-details.ts';

// A label must not hold what the issue calls a raw code: a snake_case word, a dotted key, a review list.
const RAW = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+(?:\.[a-z0-9_]+)+\b|_reviews\[/;

describe('factorKeyLabel', () => {
  it.each([
    ['sea.per_tkm.container.wtt', 'Sea, container ship, per tkm — well-to-tank', 'Marítimo, portacontenedores, por tkm — del pozo al tanque'],
    ['road.per_tkm.hgv_average', 'Road, average heavy goods vehicle, per tkm', 'Carretera, vehículo pesado medio, por tkm'],
    ['air.per_tkm.long_haul.with_rf', 'Air, long haul, per tkm — with radiative forcing', 'Aéreo, largo recorrido, por tkm — con forzamiento radiativo'],
    ['wtt_per_ttw.mgo_mdo', 'Well-to-tank to tank-to-wheel ratio, marine gas oil (MGO/MDO)', 'Razón del pozo al tanque sobre el tanque a la rueda, gasóleo marino (MGO/MDO)'],
    ['gwp.CH4', 'Global warming potential of CH₄', 'Potencial de calentamiento global del CH₄'],
    ['ship.nox_per_t_fuel.lng', 'Ship, NOx per t of fuel, liquefied natural gas (LNG)', 'Buque, NOx por t de combustible, gas natural licuado (GNL)'],
    [
      'road_vehicle_reviews[HGV average (all diesel)/*].A1',
      'Road vehicle HGV average (all diesel), any Euro standard: CO₂ per vehicle-km, empty (A1)',
      'Vehículo de carretera HGV average (all diesel), cualquier norma Euro: CO₂ por vehículo-km, en vacío (A1)',
    ],
    ['ship_load_type_reviews[container/mgo_mdo].C2', 'Ship type Container, Marine gas oil (MGO/MDO): auxiliary engines’ share added at sea (C2)', 'Tipo de buque Contenedor, Gasóleo marino (MGO/MDO): parte de los motores auxiliares en navegación (C2)'],
    ['aircraft_model_reviews[Boeing 777F].Comb_LTO', 'Aircraft model Boeing 777F: fuel per landing and take-off cycle (Comb_LTO)', 'Modelo de aeronave Boeing 777F: combustible por ciclo de aterrizaje y despegue (Comb_LTO)'],
  ])('labels %s in both languages', (key, en, es) => {
    expect(factorKeyLabel(key, 'en')).toBe(en);
    expect(factorKeyLabel(key, 'es')).toBe(es);
  });

  it.each([
    'sea.per_tkm.container_8000_11999teu',
    'sea.per_tkm.bulk_carrier_35000_59999dwt.wtt',
    'sea.per_tkm.vehicle_transport_4000_plus_ceu',
    'sea.per_tkm.crude_tanker_120000_199999_dwt.n2o',
    'sea.per_tkm.hydrogen_barge_0_99_t',
    'road.per_tkm.hgv_average.ch4',
    'rail.per_tkm.freight.n2o',
    'fuel.gasoil_l.wtt.ch4',
    'aircraft_model_reviews[Airbus A330-200F].A4',
    'aircraft_model_reviews[Airbus A330-200F].G7',
    'rail_vehicle_reviews[Electric freight train].B1',
    'electricity.grid_kwh.wtt',
    'something.brand_new.factor_key',
  ])('labels a key of a known pattern it has never seen, %s, without a raw code', (key) => {
    for (const language of ['en', 'es'] as const) expect(factorKeyLabel(key, language)).not.toMatch(RAW);
  });

  it('names the gas part of a factor', () => {
    expect(factorKeyLabel('road.per_tkm.hgv_average.n2o', 'en')).toBe('Road, average heavy goods vehicle, per tkm — N₂O part');
    expect(factorKeyLabel('sea.per_tkm.container_1000_1999_teu', 'en')).toBe('Sea, container ship 1,000–1,999 TEU, per tkm');
    expect(factorKeyLabel('sea.per_tkm.container_8000_plus_teu.wtt', 'es')).toBe('Marítimo, portacontenedores 8.000+ TEU, por tkm — del pozo al tanque');
    expect(factorKeyLabel('sea.per_tkm.general_cargo_0_4999_dwt_100_plus_teu', 'en')).toBe('Sea, general cargo ship 0–4,999 dwt 100+ TEU, per tkm');
    expect(factorKeyLabel('sea.per_tkm.lng_tanker_200000_plus_m3', 'es')).toBe('Marítimo, metanero 200.000+ m³, por tkm');
  });

  it('puts Huella’s own source words in Spanish and keeps publication titles', () => {
    expect(factorSourceLabel('Huella default (METHODOLOGY.md §4)', 'es')).toBe('Valor por defecto de Huella (METHODOLOGY.md §4)');
    expect(factorSourceLabel('DESNZ 2025', 'es')).toBe('DESNZ 2025');
  });

  it('names a supplier’s own factor by its supplier and coefficient', () => {
    expect(factorKeyLabel('supplier[Green Power].A1', 'en')).toBe('Own factor of supplier Green Power: CO₂ per unit (A1)');
    expect(factorKeyLabel('supplier[Green Power].C1', 'es')).toBe('Factor propio del proveedor Green Power: N₂O por unidad (C1)');
  });

  it('puts units in Spanish words', () => {
    expect(factorUnitLabel('t fuel/day at berth', 'es')).toBe('t combustible/día en atraque');
    expect(factorUnitLabel('kg CO2e/tkm', 'es')).toBe('kg CO2e/tkm');
  });
});

describe('tag labels', () => {
  it('translates the usual tag keys and writes others as words', () => {
    expect(tagKeyLabel('cost_center', 'es')).toBe('Centro de coste');
    expect(tagKeyLabel('project_code', 'en')).toBe('Project code');
    expect(tagsText({ customer: 'ACME', order: 'PO-9' }, 'es')).toBe('Cliente: ACME, Pedido: PO-9');
  });
});

describe('transportDetailsText', () => {
  it('labels each coded part and keeps names as stored', () => {
    const parts = [
      { enum: null, value: 'Container ship 8,000 TEU' },
      { enum: 'ship_load_type', value: 'container' },
      { enum: 'ship_fuel_type', value: 'mgo_mdo' },
    ] as const;
    expect(transportDetailsText(parts, 'en')).toBe('Container ship 8,000 TEU · Container · Marine gas oil (MGO/MDO)');
    expect(transportDetailsText(parts, 'es')).toBe('Container ship 8,000 TEU · Contenedor · Gasóleo marino (MGO/MDO)');
  });
});

describe('numbers follow the language', () => {
  it('groups thousands and writes the decimal mark of each language', () => {
    expect(formatDecimal(4500, 'es')).toBe('4.500');
    expect(formatDecimal(4500, 'en')).toBe('4,500');
    expect(formatDecimal(1234.5, 'es')).toBe('1.234,5');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.5');
    expect(formatTonnes(18676.648286043146, 'es')).toBe('18,6766');
    expect(formatFixed(-0.00001, 'en', 2)).toBe('0.00');
  });

  it('shows a small gas mass in kilograms instead of 0.0000 t', () => {
    expect(formatGasMass(0.0123, 'en')).toBe('0.0123 kg');
    expect(formatGasMass(0.0123, 'es')).toBe('0,0123 kg');
    expect(formatGasMass(626.1, 'en')).toBe('0.6261 t');
    expect(formatGasMass(0.1234, 'en')).toBe('0.123 kg');
    expect(formatGasMass(9.876, 'es')).toBe('9,88 kg');
    expect(formatGasMass(10, 'en')).toBe('0.0100 t');
    expect(formatGasMass(0, 'en')).toBe('0.0000 t');
  });
});

describe('every factor of the shipped factor set', () => {
  it('has a label without a raw code in both languages', async () => {
    const { readFileSync } = await import('node:fs');
    const set = JSON.parse(readFileSync(new URL('../../../../data/factors/desnz-2025.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const keys = Object.keys(set.factors as Record<string, number>);
    // Review entries: every coefficient of every entry, keyed as the calculation core keys them.
    for (const [list, entries] of Object.entries(set)) {
      if (!list.endsWith('_reviews') || !Array.isArray(entries)) continue;
      for (const entry of entries as Record<string, unknown>[]) {
        const name = String(entry.vehicle ?? entry.aircraft_model ?? entry.family ?? entry.supplier_type ?? `${entry.ship_load_type}/${entry.ship_fuel_type}`);
        for (const [coefficient, value] of Object.entries(entry)) if (typeof value === 'number') keys.push(`${list}[${name}].${coefficient}`);
      }
    }
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) for (const language of ['en', 'es'] as const) expect(factorKeyLabel(key, language), key).not.toMatch(RAW);
  });
});

import { ENUM_LABELS, enumLabel } from './enum-labels.ts';
import { formatDecimal } from './format-number.ts';
import { humanize, type Label, type LabelLanguage } from './label.ts';

// What an auditor reads for each factor behind a figure (issue #11 items 6 and 12): `sea.per_tkm.container.wtt`
// reads "Sea freight, container ship, per tkm — well-to-tank". The keys follow patterns (docs/methodology.md §2.1:
// prefix, class, suffix; review entries `<list>[<entry>].<coefficient>`), and factor sets keep adding classes,
// so the patterns are labelled, not a list of keys: a class this module has never seen still reads as words.
// The web client's factor table and the extended PDF both call factorKeyLabel.

type Words = Readonly<Record<string, Label>>;

const pick = (words: Words, code: string, language: LabelLanguage) => words[code]?.[language] ?? classWords(code);

/** A class no table names yet, e.g. `container_8000_11999teu` → "container 8000–11999 TEU". */
function classWords(code: string): string {
  return humanize(
    code
      .replace(/(\d)_(\d)/g, '$1–$2')
      .replace(/(\d)(teu|dwt|gt|t)\b/gi, (_, digit: string, unit: string) => `${digit} ${unit.toLowerCase() === 'teu' ? 'TEU' : unit.toLowerCase() === 'gt' ? 'GT' : unit.toLowerCase()}`),
  )
    .replace(/\blt\b/g, '<')
    .replace(/\bgt\b/g, '>');
}

/** Suffixes a key may carry after its class (docs/methodology.md §2: `.wtt`, RF, the per-gas parts of DESNZ). */
const SUFFIXES: readonly (readonly [string, Label])[] = [
  ['.wtt', { en: 'well-to-tank', es: 'del pozo al tanque' }],
  ['.with_rf', { en: 'with radiative forcing', es: 'con forzamiento radiativo' }],
  ['.co2', { en: 'CO₂ part', es: 'parte de CO₂' }],
  ['.ch4', { en: 'CH₄ part', es: 'parte de CH₄' }],
  ['.n2o', { en: 'N₂O part', es: 'parte de N₂O' }],
  ['.empty', { en: 'empty', es: 'en vacío' }],
  ['.full', { en: 'fully laden', es: 'a plena carga' }],
];

const FUELS: Words = {
  diesel: { en: 'diesel', es: 'gasóleo' },
  petrol: { en: 'petrol', es: 'gasolina' },
  kerosene: { en: 'jet kerosene', es: 'queroseno de aviación' },
  electricity: { en: 'electricity', es: 'electricidad' },
  bev: { en: 'battery electric', es: 'eléctrico de batería' },
  mgo_mdo: { en: 'marine gas oil (MGO/MDO)', es: 'gasóleo marino (MGO/MDO)' },
  lng: { en: 'liquefied natural gas (LNG)', es: 'gas natural licuado (GNL)' },
  gasoil_l: { en: 'gas oil, per litre', es: 'gasóleo, por litro' },
  gas_oil_l: { en: 'gas oil, per litre', es: 'gasóleo, por litro' },
  natural_gas_kwh: { en: 'natural gas, per kWh', es: 'gas natural, por kWh' },
};

const SEA_CLASSES: Words = {
  container: { en: 'container ship', es: 'portacontenedores' },
  bulk: { en: 'bulk carrier', es: 'granelero' },
  general_cargo: { en: 'general cargo ship', es: 'buque de carga general' },
  roro: { en: 'ro-ro ship', es: 'buque ro-ro' },
  roro_ferry: { en: 'ro-ro ferry', es: 'ferri ro-ro' },
  large_ropax_ferry: { en: 'large ro-pax ferry', es: 'ferri ro-pax grande' },
  vehicle_transport: { en: 'vehicle carrier', es: 'buque portavehículos' },
  refrigerated_cargo: { en: 'refrigerated cargo ship', es: 'buque frigorífico' },
  crude_tanker: { en: 'crude oil tanker', es: 'petrolero de crudo' },
  products_tanker: { en: 'oil products tanker', es: 'petrolero de productos' },
  chemical_tanker: { en: 'chemical tanker', es: 'quimiquero' },
  lng_tanker: { en: 'LNG carrier', es: 'metanero' },
  lpg_tanker: { en: 'LPG carrier', es: 'gasero de GLP' },
  other: { en: 'other ships', es: 'otros buques' },
};

const SIZE_UNITS: Readonly<Record<string, string>> = { teu: 'TEU', dwt: 'dwt', ceu: 'CEU', lm: 'lm', m3: 'm³', gt: 'GT' };
const sizeUnit = (code: string) => SIZE_UNITS[code] ?? code;

/**
 * A DESNZ size class such as `container_1000_1999_teu` or `general_cargo_0_4999_dwt_100_plus_teu`: the ship
 * type's label, then each size band as the reader's language writes numbers ("1.000–1.999 TEU", "8.000+ TEU").
 */
function seaClass(code: string, language: LabelLanguage): string {
  const type = Object.keys(SEA_CLASSES)
    .filter((name) => code === name || code.startsWith(`${name}_`))
    .toSorted((a, b) => b.length - a.length)[0];
  if (!type) return classWords(code);
  const rest = code.slice(type.length + 1);
  const n = (digits: string) => formatDecimal(Number(digits), language, 0);
  const bands = [...rest.matchAll(/(\d+)_(\d+)_([a-z0-9]+)|(\d+)_plus_([a-z0-9]+)/g)].map((m) =>
    m[1] !== undefined ? `${n(m[1])}–${n(m[2]!)} ${sizeUnit(m[3]!)}` : `${n(m[4]!)}+ ${sizeUnit(m[5]!)}`,
  );
  return [SEA_CLASSES[type]![language], ...bands].join(' ');
}

const AIR_CLASSES: Words = {
  long_haul: { en: 'long haul', es: 'largo recorrido' },
  short_haul: { en: 'short haul', es: 'corto recorrido' },
  domestic: { en: 'domestic', es: 'nacional' },
  international: { en: 'international', es: 'internacional' },
};

const MODES: Words = {
  road: { en: 'road', es: 'carretera' },
  rail: { en: 'rail', es: 'ferrocarril' },
  freight: { en: 'freight train', es: 'tren de mercancías' },
};

const GASES: Words = {
  co2: { en: 'CO₂', es: 'CO₂' },
  ch4: { en: 'CH₄', es: 'CH₄' },
  n2o: { en: 'N₂O', es: 'N₂O' },
  nox: { en: 'NOx', es: 'NOx' },
  sox: { en: 'SOx', es: 'SOx' },
  pm: { en: 'particulate matter', es: 'partículas' },
  CH4: { en: 'CH₄', es: 'CH₄' },
  N2O: { en: 'N₂O', es: 'N₂O' },
};

const l = (en: string, es: string): Label => ({ en, es });

/** Keys with no class: the whole key names the factor. */
const EXACT: Words = {
  'air.distance_uplift_km': l('Air distance uplift (added to the great circle)', 'Suplemento de distancia aérea (sumado a la ortodrómica)'),
  'air.load_factor': l('Air cargo load factor', 'Factor de carga aérea'),
  'air.include_rf': l('Radiative forcing included in CO₂e', 'Forzamiento radiativo incluido en el CO₂e'),
  'air.rf_multiplier': l('Radiative forcing multiplier', 'Multiplicador de forzamiento radiativo'),
  'road.groupage_load_factor': l('Road groupage load factor', 'Factor de carga del grupaje por carretera'),
  'sea.distance_adjustment': l('Sea distance adjustment', 'Ajuste de la distancia marítima'),
  'ship.port_days_per_operation': l('Ship days in port per operation', 'Días de buque en puerto por operación'),
  'storage.kwh_per_t_move': l('Warehouse electricity per tonne moved', 'Electricidad del almacén por tonelada movida'),
  'storage.diesel_l_per_t_move': l('Warehouse diesel per tonne moved', 'Gasóleo del almacén por tonelada movida'),
  'electricity.grid_kwh': l('Grid electricity, per kWh', 'Electricidad de la red, por kWh'),
  'electricity.td_losses_kwh': l('Grid transmission and distribution losses, per kWh', 'Pérdidas de transporte y distribución de la red, por kWh'),
};

/** `prefix` + class: the label of the class inside the label of the prefix. */
const PREFIXES: readonly (readonly [RegExp, (groups: string[], language: LabelLanguage) => string])[] = [
  [/^road\.per_tkm\.(.+)$/, ([c], lg) => (lg === 'es' ? `Carretera, ${enumLabel('road_vehicle_class', c!, lg).toLowerCase()}, por tkm` : `Road, ${enumLabel('road_vehicle_class', c!, lg).toLowerCase()}, per tkm`)],
  [/^road\.per_vkm\.(.+)$/, ([c], lg) => (lg === 'es' ? `Carretera, ${enumLabel('road_vehicle_class', c!, lg).toLowerCase()}, por vehículo-km` : `Road, ${enumLabel('road_vehicle_class', c!, lg).toLowerCase()}, per vehicle-km`)],
  [/^rail\.per_tkm\.(.+)$/, ([c], lg) => (lg === 'es' ? `Ferrocarril, ${pick(MODES, c!, lg)}, por tkm` : `Rail, ${pick(MODES, c!, lg)}, per tkm`)],
  [/^sea\.per_tkm\.(.+)$/, ([c], lg) => (lg === 'es' ? `Marítimo, ${seaClass(c!, lg)}, por tkm` : `Sea, ${seaClass(c!, lg)}, per tkm`)],
  [/^air\.per_tkm\.(.+)$/, ([c], lg) => (lg === 'es' ? `Aéreo, ${pick(AIR_CLASSES, c!, lg)}, por tkm` : `Air, ${pick(AIR_CLASSES, c!, lg)}, per tkm`)],
  [/^sea\.utilisation\.(.+)$/, ([c], lg) => (lg === 'es' ? `Ocupación del buque, ${pick(SEA_CLASSES, c!, lg)}` : `Ship utilisation, ${pick(SEA_CLASSES, c!, lg)}`)],
  [/^fuel\.(.+)$/, ([c], lg) => (lg === 'es' ? `Combustible: ${pick(FUELS, c!, lg)}` : `Fuel: ${pick(FUELS, c!, lg)}`)],
  [/^electricity\.(.+)$/, ([c], lg) => (lg === 'es' ? `Electricidad: ${classWords(c!).toLowerCase()}` : `Electricity: ${classWords(c!).toLowerCase()}`)],
  [/^car\.per_km\.(.+)$/, ([c], lg) => (lg === 'es' ? `Coche, ${pick(FUELS, c!, lg)}, por km` : `Car, ${pick(FUELS, c!, lg)}, per km`)],
  [/^wtt_per_ttw\.(.+)$/, ([c], lg) => (lg === 'es' ? `Razón del pozo al tanque sobre el tanque a la rueda, ${pick(FUELS, c!, lg)}` : `Well-to-tank to tank-to-wheel ratio, ${pick(FUELS, c!, lg)}`)],
  [/^circuity\.(.+)$/, ([c], lg) => (lg === 'es' ? `Factor de sinuosidad, ${pick(MODES, c!, lg)}` : `Circuity factor, ${pick(MODES, c!, lg)}`)],
  [/^ship\.sulphur_share\.(.+)$/, ([c], lg) => (lg === 'es' ? `Contenido de azufre del combustible, ${pick(FUELS, c!, lg)}` : `Sulphur content of the fuel, ${pick(FUELS, c!, lg)}`)],
  [/^ship\.([a-z0-9]+)_per_t_fuel\.(.+)$/, ([g, c], lg) => (lg === 'es' ? `Buque, ${pick(GASES, g!, lg)} por t de combustible, ${pick(FUELS, c!, lg)}` : `Ship, ${pick(GASES, g!, lg)} per t of fuel, ${pick(FUELS, c!, lg)}`)],
  [/^air\.([a-z0-9]+)_per_kg_fuel$/, ([g], lg) => (lg === 'es' ? `Aéreo, ${pick(GASES, g!, lg)} por kg de combustible` : `Air, ${pick(GASES, g!, lg)} per kg of fuel`)],
  [/^gwp\.(.+)$/, ([g], lg) => (lg === 'es' ? `Potencial de calentamiento global del ${pick(GASES, g!, lg)}` : `Global warming potential of ${pick(GASES, g!, lg)}`)],
];

const ENTRY_LISTS: Words = {
  road_vehicle_reviews: l('Road vehicle', 'Vehículo de carretera'),
  rail_vehicle_reviews: l('Rail vehicle', 'Vehículo ferroviario'),
  ship_load_type_reviews: l('Ship type', 'Tipo de buque'),
  aircraft_model_reviews: l('Aircraft model', 'Modelo de aeronave'),
  car_family_reviews: l('Car family', 'Familia de coche'),
  supplier_type_reviews: l('Electricity supplier type', 'Tipo de comercializadora eléctrica'),
  // A supplier's own factor from its disclosure, `supplier[<name>].A1` (the core's consumption.ts).
  supplier: l('Own factor of supplier', 'Factor propio del proveedor'),
};

const SUPPLIER_COEFFICIENTS: Words = { A1: l('CO₂ per unit', 'CO₂ por unidad'), B1: l('CH₄ per unit', 'CH₄ por unidad'), C1: l('N₂O per unit', 'N₂O por unidad') };

/** What each coefficient of a review entry means (docs/methodology.md §5, docs/spec/part-2.md §3 "Review entries"). */
const COEFFICIENTS: Readonly<Record<string, Words>> = {
  road_vehicle_reviews: {
    A1: l('CO₂ per vehicle-km, empty', 'CO₂ por vehículo-km, en vacío'),
    B1: l('CO₂ per vehicle-km, fully laden', 'CO₂ por vehículo-km, a plena carga'),
    C1: l('CH₄ per vehicle-km', 'CH₄ por vehículo-km'),
    D1: l('N₂O per vehicle-km', 'N₂O por vehículo-km'),
    E1: l('NOx per vehicle-km', 'NOx por vehículo-km'),
    F1: l('particulate matter per vehicle-km', 'partículas por vehículo-km'),
  },
  rail_vehicle_reviews: { A1: l('CO₂ per tkm', 'CO₂ por tkm'), B1: l('CH₄ per tkm', 'CH₄ por tkm'), C1: l('N₂O per tkm', 'N₂O por tkm') },
  car_family_reviews: { A1: l('CO₂ per km', 'CO₂ por km'), B1: l('CH₄ per km', 'CH₄ por km'), C1: l('N₂O per km', 'N₂O por km') },
  supplier_type_reviews: SUPPLIER_COEFFICIENTS,
  supplier: SUPPLIER_COEFFICIENTS,
  ship_load_type_reviews: {
    A2: l('fuel per day at sea, fixed part', 'combustible por día en navegación, parte fija'),
    B2: l('fuel per day at sea per gross tonne', 'combustible por día en navegación por tonelada de arqueo'),
    C2: l('auxiliary engines’ share added at sea', 'parte de los motores auxiliares en navegación'),
    D2: l('fuel per day at berth', 'combustible por día en atraque'),
    V2: l('service speed', 'velocidad de servicio'),
  },
  aircraft_model_reviews: {
    Comb_LTO: l('fuel per landing and take-off cycle', 'combustible por ciclo de aterrizaje y despegue'),
    A4: l('cruise fuel, fixed term', 'combustible de crucero, término fijo'),
    B4: l('cruise fuel per km', 'combustible de crucero por km'),
    C4: l('cruise fuel per km²', 'combustible de crucero por km²'),
    D4: l('cruise fuel per km³', 'combustible de crucero por km³'),
    E4: l('cruise fuel per km⁴', 'combustible de crucero por km⁴'),
    F_Comb: l('CO₂ per kg of fuel', 'CO₂ por kg de combustible'),
    F_CH4: l('CH₄ per kg of fuel', 'CH₄ por kg de combustible'),
  },
};

/** `HGV average (all diesel)/*` → "HGV average (all diesel), any Euro standard"; `container/mgo_mdo` likewise. */
function entryName(list: string, entry: string, language: LabelLanguage): string {
  const [first, second] = entry.split('/');
  if (second === undefined) return entry;
  if (list === 'ship_load_type_reviews') return `${enumLabel('ship_load_type', first!, language)}, ${enumLabel('ship_fuel_type', second, language)}`;
  const euro = second === '*' ? (language === 'es' ? 'cualquier norma Euro' : 'any Euro standard') : second in ENUM_LABELS.euro_standard ? enumLabel('euro_standard', second, language) : second;
  return `${first}, ${euro}`;
}

function entryLabel(list: string, entry: string, coefficient: string, language: LabelLanguage): string {
  const listName = pick(ENTRY_LISTS, list, language);
  const meaning = COEFFICIENTS[list]?.[coefficient]?.[language];
  // The coefficient's own name stays beside its meaning: docs/methodology.md §5 writes the formulas with it.
  return `${listName} ${entryName(list, entry, language)}: ${meaning ? `${meaning} (${coefficient})` : coefficient}`;
}

function baseLabel(key: string, language: LabelLanguage): string {
  const exact = EXACT[key];
  if (exact) return exact[language];
  for (const [pattern, label] of PREFIXES) {
    const match = pattern.exec(key);
    if (match) return label(match.slice(1), language);
  }
  return key.split('.').map(classWords).join(', ');
}

/** The human label of a factor key, in the language asked for. */
export function factorKeyLabel(key: string, language: LabelLanguage): string {
  const entry = /^([a-z_]+)\[(.*)\]\.([A-Za-z0-9_]+)$/.exec(key);
  if (entry) return entryLabel(entry[1]!, entry[2]!, entry[3]!, language);
  const suffixes: string[] = [];
  let base = key;
  for (let found = true; found; ) {
    found = false;
    for (const [suffix, label] of SUFFIXES) {
      if (base.endsWith(suffix) && base.length > suffix.length && !EXACT[base]) {
        suffixes.unshift(label[language]);
        base = base.slice(0, -suffix.length);
        found = true;
      }
    }
  }
  return [baseLabel(base, language), ...suffixes].join(' — ');
}

/** Units of `factors_used` (the core's factor-units.ts) in Spanish; symbols read the same in both languages. */
const UNIT_WORDS_ES: readonly (readonly [RegExp, string])[] = [
  [/share of capacity/g, 'fracción de la capacidad'],
  [/ratio to great circle/g, 'razón sobre la ortodrómica'],
  [/ratio to network path/g, 'razón sobre la ruta de la red'],
  [/days per operation/g, 'días por operación'],
  [/auxiliary share/g, 'fracción auxiliar'],
  [/multiplier on CO2/g, 'multiplicador del CO2'],
  [/0 or 1/g, '0 o 1'],
  [/knots/g, 'nudos'],
  [/at berth/g, 'en atraque'],
  [/\bsulphur\b/g, 'azufre'],
  [/\bfuel\b/g, 'combustible'],
  [/\bday\b/g, 'día'],
  [/\bmoved\b/g, 'movida'],
  [/\bempty\b/g, 'en vacío'],
  [/\bfull\b/g, 'a plena carga'],
  [/\bper\b/g, 'por'],
];

export function factorUnitLabel(unit: string, language: LabelLanguage): string {
  if (language === 'en') return unit;
  return UNIT_WORDS_ES.reduce((text, [pattern, words]) => text.replace(pattern, words), unit);
}

/** Sources that are Huella's own words, not a publication's title, in Spanish; titles stay as published. */
const SOURCE_WORDS_ES: readonly (readonly [RegExp, string])[] = [
  [/^Huella default\b/, 'Valor por defecto de Huella'],
  [/^Huella assumption\b/, 'Supuesto de Huella'],
];

export function factorSourceLabel(source: string, language: LabelLanguage): string {
  if (language === 'en') return source;
  return SOURCE_WORDS_ES.reduce((text, [pattern, words]) => text.replace(pattern, words), source);
}

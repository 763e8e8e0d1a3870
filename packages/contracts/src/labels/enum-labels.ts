import type { ROLES } from '../auth.ts';
import type { AIRCRAFT_TYPES, RAIL_TRACTIONS, ROAD_VEHICLE_CLASSES, SHIP_FUEL_TYPES, SHIP_LOAD_TYPES } from '../reference-data.ts';
import type { CARGO_TYPES } from '../cargos.ts';
import type { EXPORT_LEVELS } from '../exports.ts';
import type { GAS_COLUMNS } from '../figures.ts';
import type { OPERATED_BY, REPORT_TYPES } from '../reports.ts';
import type { DISTANCE_METHODS, LOAD_TYPES, PORT_OPERATIONS, STAGE_KINDS } from '../stages.ts';
import type { TRANSPORT_TYPES } from '../totals.ts';
import type { CONSUMPTION_TYPES, EURO_STANDARDS } from '../reviews.ts';
import type { CAR_FUELS } from '../lookups.ts';
import type { ImportFile } from '../imports.ts';
import type { ACTIVITY_TYPES, STATISTICS_GROUP_KEYS, STATISTICS_TOPICS, STATISTICS_TYPES } from '../statistics.ts';
import { humanize, type Label, type LabelLanguage } from './label.ts';

// The words a person reads for every enumeration the API sends (issue #11 item 6): screens, PDFs and CSV files
// label codes here, once, in both languages. Each table is typed by its contract's list, so a value added to
// a contract without a label does not compile (and labels.test.ts iterates the lists as well).

type Labels<T extends readonly string[]> = Readonly<Record<T[number], Label>>;

/** How a stage's figure was obtained, most specific data first (docs/methodology.md §2; the core's `method`). */
export const CALCULATION_METHODS = ['fuel', 'per_vkm', 'rail_vehicle', 'ship_model', 'aircraft_model', 'per_tkm', 'per_t_move', 'per_km', 'car_family', 'metered'] as const;

/** Named passages of the sea network that a sea leg may close (`avoid`); the routing core defines them. */
export const SEA_PASSAGES = ['suez', 'panama', 'babelmandeb', 'malacca', 'gibraltar', 'kiel', 'bering', 'dover', 'magellan', 'hormuz', 'bosporus'] as const;

const stageKind: Labels<typeof STAGE_KINDS> = {
  road: { en: 'Road', es: 'Carretera' },
  rail: { en: 'Rail', es: 'Ferrocarril' },
  air: { en: 'Air', es: 'Aéreo' },
  nautical: { en: 'Sea', es: 'Marítimo' },
};

export const ENUM_LABELS = {
  report_type: { transport: { en: 'Transport', es: 'Transporte' }, consumption: { en: 'Consumption', es: 'Consumo' } } satisfies Labels<typeof REPORT_TYPES>,
  operated_by: { own: { en: 'Own', es: 'Propio' }, third_party: { en: 'Third party', es: 'Subcontratado' } } satisfies Labels<typeof OPERATED_BY>,
  load_type: { full_cargo: { en: 'Full load', es: 'Carga completa' }, groupage: { en: 'Groupage', es: 'Grupaje' } } satisfies Labels<typeof LOAD_TYPES>,
  port_operations: {
    none: { en: 'No port operations', es: 'Sin operaciones portuarias' },
    load_or_discharge: { en: 'Loading or discharge', es: 'Carga o descarga' },
    load_and_discharge: { en: 'Loading and discharge', es: 'Carga y descarga' },
  } satisfies Labels<typeof PORT_OPERATIONS>,
  cargo_type: { conventional: { en: 'Conventional', es: 'Convencional' }, teu: { en: 'Containers (TEU)', es: 'Contenedores (TEU)' } } satisfies Labels<typeof CARGO_TYPES>,
  stage_kind: stageKind satisfies Labels<typeof STAGE_KINDS>,
  import_file: {
    air_stages: { en: 'Air stages', es: 'Etapas aéreas' },
    nautical_stages: { en: 'Nautical stages', es: 'Etapas marítimas' },
    road_overland_stages: { en: 'Road overland stages', es: 'Etapas por carretera' },
    rail_overland_stages: { en: 'Rail overland stages', es: 'Etapas por ferrocarril' },
    storages: { en: 'Storages', es: 'Almacenajes' },
  } satisfies Readonly<Record<ImportFile, Label>>,
  transport_type: {
    overland: { en: 'Overland', es: 'Terrestre' },
    nautical: { en: 'Sea', es: 'Marítimo' },
    air: { en: 'Air', es: 'Aéreo' },
  } satisfies Labels<typeof TRANSPORT_TYPES>,
  distance_method: {
    declared: { en: 'declared by the user', es: 'declarada por el usuario' },
    gcd: { en: 'great circle plus the air uplift', es: 'ortodrómica más el suplemento aéreo' },
    gcd_circuity: { en: 'great circle times the circuity factor', es: 'ortodrómica por el factor de sinuosidad' },
    router: { en: 'road router', es: 'calculador de rutas por carretera' },
    sea_network: { en: 'shortest route over the sea network', es: 'ruta más corta por la red marítima' },
  } satisfies Labels<typeof DISTANCE_METHODS>,
  export_level: {
    report: { en: 'Reports', es: 'Informes' },
    stage: { en: 'Stages', es: 'Etapas' },
    cargo: { en: 'Cargos by stage', es: 'Cargas por etapa' },
    storage: { en: 'Warehousing', es: 'Almacenaje' },
    consumption: { en: 'Consumptions', es: 'Consumos' },
    voyage: { en: 'Company-car voyages', es: 'Viajes en coches de empresa' },
  } satisfies Labels<typeof EXPORT_LEVELS>,
  ship_load_type: {
    full_cargo: { en: 'Bulk (full cargo)', es: 'Granel (carga completa)' },
    groupage: { en: 'General cargo', es: 'Carga general' },
    groupage_roro: { en: 'Ro-ro', es: 'Ro-ro' },
    container: { en: 'Container', es: 'Contenedor' },
  } satisfies Labels<typeof SHIP_LOAD_TYPES>,
  ship_fuel_type: { mgo_mdo: { en: 'Marine gas oil (MGO/MDO)', es: 'Gasóleo marino (MGO/MDO)' }, lng: { en: 'Liquefied natural gas (LNG)', es: 'Gas natural licuado (GNL)' } } satisfies Labels<typeof SHIP_FUEL_TYPES>,
  aircraft_type: {
    passenger_cargo: { en: 'Belly freight (passenger aircraft)', es: 'Bodega de avión de pasajeros' },
    freighter: { en: 'Freighter', es: 'Avión carguero' },
    super_transporter: { en: 'Super transporter', es: 'Supertransportador' },
  } satisfies Labels<typeof AIRCRAFT_TYPES>,
  rail_traction: { diesel: { en: 'Diesel traction', es: 'Tracción diésel' }, electric: { en: 'Electric traction', es: 'Tracción eléctrica' } } satisfies Labels<typeof RAIL_TRACTIONS>,
  road_vehicle_class: {
    van_lt3_5t: { en: 'Van up to 3.5 t', es: 'Furgoneta hasta 3,5 t' },
    rigid_3_5_7_5t: { en: 'Rigid truck 3.5–7.5 t', es: 'Camión rígido de 3,5 a 7,5 t' },
    rigid_7_5_17t: { en: 'Rigid truck 7.5–17 t', es: 'Camión rígido de 7,5 a 17 t' },
    rigid_gt17t: { en: 'Rigid truck over 17 t', es: 'Camión rígido de más de 17 t' },
    artic_lt33t: { en: 'Articulated truck up to 33 t', es: 'Camión articulado hasta 33 t' },
    artic_gt33t: { en: 'Articulated truck over 33 t', es: 'Camión articulado de más de 33 t' },
    hgv_average: { en: 'Average heavy goods vehicle', es: 'Vehículo pesado medio' },
  } satisfies Labels<typeof ROAD_VEHICLE_CLASSES>,
  euro_standard: {
    euro_1: { en: 'Euro 1', es: 'Euro 1' },
    euro_2: { en: 'Euro 2', es: 'Euro 2' },
    euro_3: { en: 'Euro 3', es: 'Euro 3' },
    euro_4: { en: 'Euro 4', es: 'Euro 4' },
    euro_5: { en: 'Euro 5', es: 'Euro 5' },
    euro_6: { en: 'Euro 6', es: 'Euro 6' },
  } satisfies Labels<typeof EURO_STANDARDS>,
  consumption_type: {
    gasoil: { en: 'Gas oil', es: 'Gasóleo' },
    natural_gas: { en: 'Natural gas', es: 'Gas natural' },
    electricity: { en: 'Electricity', es: 'Electricidad' },
  } satisfies Labels<typeof CONSUMPTION_TYPES>,
  car_fuel: {
    gasoline: { en: 'Petrol', es: 'Gasolina' },
    gasoil: { en: 'Diesel', es: 'Diésel' },
    natural_gas: { en: 'Natural gas (CNG)', es: 'Gas natural (GNC)' },
    electricity: { en: 'Electric', es: 'Eléctrico' },
  } satisfies Labels<typeof CAR_FUELS>,
  role: { super: { en: 'Super user', es: 'Superusuario' }, admin: { en: 'Administrator', es: 'Administrador' }, other: { en: 'User', es: 'Usuario' } } satisfies Labels<typeof ROLES>,
  calculation_method: {
    fuel: { en: 'fuel actually used', es: 'combustible consumido' },
    per_vkm: { en: 'vehicle entry per vehicle-km', es: 'ficha del vehículo por vehículo-km' },
    rail_vehicle: { en: 'rail vehicle entry per tkm', es: 'ficha del vehículo ferroviario por tkm' },
    ship_model: { en: 'ship model (fuel per day)', es: 'modelo de buque (combustible por día)' },
    aircraft_model: { en: 'aircraft model (fuel per flight)', es: 'modelo de aeronave (combustible por vuelo)' },
    per_tkm: { en: 'average factor per tkm', es: 'factor medio por tkm' },
    per_t_move: { en: 'energy per tonne moved', es: 'energía por tonelada movida' },
    per_km: { en: 'factor per km', es: 'factor por km' },
    car_family: { en: 'car family entry per km', es: 'ficha de la familia de coche por km' },
    metered: { en: 'metered quantity times its factor', es: 'cantidad medida por su factor' },
  } satisfies Labels<typeof CALCULATION_METHODS>,
  sea_passage: {
    suez: { en: 'Suez Canal', es: 'Canal de Suez' },
    panama: { en: 'Panama Canal', es: 'Canal de Panamá' },
    babelmandeb: { en: 'Bab-el-Mandeb', es: 'Bab el-Mandeb' },
    malacca: { en: 'Strait of Malacca', es: 'Estrecho de Malaca' },
    gibraltar: { en: 'Strait of Gibraltar', es: 'Estrecho de Gibraltar' },
    kiel: { en: 'Kiel Canal', es: 'Canal de Kiel' },
    bering: { en: 'Bering Strait', es: 'Estrecho de Bering' },
    dover: { en: 'Strait of Dover', es: 'Paso de Calais' },
    magellan: { en: 'Strait of Magellan', es: 'Estrecho de Magallanes' },
    hormuz: { en: 'Strait of Hormuz', es: 'Estrecho de Ormuz' },
    bosporus: { en: 'Bosporus', es: 'Bósforo' },
  } satisfies Labels<typeof SEA_PASSAGES>,
  /** The API's gas columns as chemists write them (docs/spec/part-2.md §3). */
  gas: {
    CO2: { en: 'CO₂', es: 'CO₂' },
    CH4: { en: 'CH₄', es: 'CH₄' },
    N2O: { en: 'N₂O', es: 'N₂O' },
    HFCS: { en: 'HFCs', es: 'HFC' },
    PFCS: { en: 'PFCs', es: 'PFC' },
    SF6: { en: 'SF₆', es: 'SF₆' },
    NF3: { en: 'NF₃', es: 'NF₃' },
    NOX: { en: 'NOx', es: 'NOx' },
    SOX: { en: 'SOx', es: 'SOx' },
    PM: { en: 'Particulate matter (PM)', es: 'Partículas (PM)' },
  } satisfies Labels<typeof GAS_COLUMNS>,
  /** Where a statistic's figure comes from (docs/decisions/0012-statistics.md). */
  activity_type: {
    nautical: { en: 'Sea', es: 'Marítimo' },
    air: { en: 'Air', es: 'Aéreo' },
    road: { en: 'Road', es: 'Carretera' },
    rail: { en: 'Rail', es: 'Ferrocarril' },
    storage: { en: 'Warehousing', es: 'Almacenaje' },
    gasoil: { en: 'Gas oil', es: 'Gasóleo' },
    natural_gas: { en: 'Natural gas', es: 'Gas natural' },
    electricity: { en: 'Electricity', es: 'Electricidad' },
    voyage: { en: 'Company cars', es: 'Coches de empresa' },
  } satisfies Labels<typeof ACTIVITY_TYPES>,
  statistics_type: {
    transport: { en: 'Freight transport', es: 'Transporte de mercancías' },
    consumption: { en: 'Energy consumption', es: 'Consumo de energía' },
    voyage: { en: 'Company cars', es: 'Coches de empresa' },
  } satisfies Labels<typeof STATISTICS_TYPES>,
  statistics_topic: {
    global_emissions: { en: 'Global emissions', es: 'Emisiones globales' },
    emissions_projects: { en: 'Emissions by project', es: 'Emisiones por proyecto' },
    emissions_materials: { en: 'Emissions by material', es: 'Emisiones por material' },
    emissions_tags: { en: 'Emissions by tag', es: 'Emisiones por etiqueta' },
    emissions_consumptions: { en: 'Consumption emissions', es: 'Emisiones de consumos' },
    emissions_company_vehicles: { en: 'Company vehicle emissions', es: 'Emisiones de vehículos de empresa' },
  } satisfies Labels<typeof STATISTICS_TOPICS>,
  statistics_group_key: {
    year: { en: 'Year', es: 'Año' },
    month: { en: 'Month', es: 'Mes' },
    transport_type: { en: 'Transport type', es: 'Tipo de transporte' },
    commodity: { en: 'Material', es: 'Material' },
    tag: { en: 'Tag', es: 'Etiqueta' },
    type: { en: 'Type', es: 'Tipo' },
    center: { en: 'Center', es: 'Centro' },
    car: { en: 'Car', es: 'Coche' },
    report: { en: 'Report', es: 'Informe' },
  } satisfies Labels<typeof STATISTICS_GROUP_KEYS>,
} as const;

export type EnumName = keyof typeof ENUM_LABELS;

/**
 * The label of `code` in an enumeration. A code the table does not know (stored before a value was renamed,
 * say) still reads as words, never as the code.
 */
export function enumLabel(name: EnumName, code: string, language: LabelLanguage): string {
  const labels = ENUM_LABELS[name] as Readonly<Record<string, Label>>;
  return labels[code]?.[language] ?? humanize(code);
}

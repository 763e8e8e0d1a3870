import type { CarFuel as CarFamilyFuel } from '@huella/contracts';
import {
  calculate,
  cargoTonnes,
  type CalculationError,
  type AirStageInput,
  type CarFuel,
  type CargoInput,
  type ConsumptionInput,
  type ReportInput,
  type ReportResult,
  type StageInput,
  type StageResult,
  type StorageInput,
} from '@huella/emissions';
import type { Executor } from '../../db/connection.ts';
import { DomainError, validationFailed } from '../../http/errors.ts';
import { msg, type Language, type Message } from '../../http/messages.ts';
import { loadFactorSet, type LoadFactorSetResult } from '../reviews/load-factor-set.ts';
import { routeBetweenPorts } from '../sea-routes/service.ts';
import type { CargoInputRow } from './cargos/repository.ts';
import { storeConsumptionFigures, type ConsumptionRow } from './consumptions/repository.ts';
import { loadCalculationGraph, loadConsumptionGraph, type CalculationGraph, type ConsumptionGraph } from './report-graph.ts';
import { updateReport, type ReportWithRefs } from './repository.ts';
import { consumptionLabels, voyageLabels } from './row-labels.ts';
import type { StageInputRow } from './stages/repository.ts';
import { rowsToStore, type Before, type RowsToStore } from './rows-to-store.ts';
import { storeStageFigures, storeStageLinkFigures, storeStorageFigures, storeStorageLinkFigures } from './store-figures.ts';
import { calculateKeeping, type Kept } from './calculate-keeping.ts';
import { inputHash } from './input-hash.ts';
import { tagsTextOf } from './tags-text.ts';
import { storeVoyageFigures, type VoyageRow } from './voyages/repository.ts';
import { latLngOrNull } from './lat-lng.ts';
import { writeReportFacts, writeReportFactsPart } from '../statistics/emission-facts.ts';

/** The child a change was about: its calculation errors are named by its own fields. */
export interface Focus {
  collection: 'stages' | 'storages' | 'cargos' | 'consumptions' | 'voyages';
  id: number;
}

/** The core's rule (docs/methodology.md §1): the weight, else 10 t per TEU for a cargo counted in TEU. */
export function cargoMassT(cargo: Omit<CargoInputRow, 'id'>): number {
  return cargoTonnes(cargo.weight, cargo.cargoType === 'teu' ? (cargo.teu ?? 0) : null);
}


/**
 * A stored stage (with the names and classes of what it uses) as the core's input. Each mode's object is written
 * whole: `{ ...common, mode, … }` cost some 13 µs a stage on Node 20 (a spread followed by more members leaves V8's
 * fast clone), a tenth of a second for a report of 1,000 stages calculated twice, as an edit was then (issue #18).
 */
export function stageInput(stage: StageInputRow, cargos: number[], routed: Map<number, number>): StageInput {
  const id = stage.id;
  const operated_by = stage.operatedBy;
  const distance = stage.declaredDistance ?? routed.get(stage.id) ?? null;
  const origin = latLngOrNull(stage.originLat, stage.originLng);
  const destination = latLngOrNull(stage.destinationLat, stage.destinationLng);
  switch (stage.kind) {
    case 'road':
      return {
        id,
        cargos,
        operated_by,
        distance,
        origin,
        destination,
        mode: 'road',
        vehicle: stage.roadVehicleName,
        factor_class: stage.roadVehicleFactorClass,
        euro_standard: stage.euroStandard as never,
        vehicle_load_type: stage.loadType as never,
        vehicles_number: stage.vehiclesNumber,
        capacity_load: stage.capacityLoad,
      };
    case 'rail':
      return { id, cargos, operated_by, distance, origin, destination, mode: 'rail', vehicle: stage.railVehicleName, traction: stage.railTraction };
    case 'air':
      return {
        id,
        cargos,
        operated_by,
        distance,
        origin,
        destination,
        mode: 'air',
        aircraft_model: stage.aircraftModelName,
        // The model's kind decides, not the stage's form field: a passenger model's belly cargo stays per tkm.
        aircraft_type: stage.aircraftModelType ?? (stage.aircraftType as AirStageInput['aircraft_type']),
        LTO: stage.lto,
        aircraft_load_type: stage.loadType as never,
        capacity_load: stage.capacityLoad,
        vehicles_number: stage.vehiclesNumber,
      };
    case 'nautical': {
      const sea: StageInput = {
        id,
        cargos,
        operated_by,
        distance,
        origin,
        destination,
        mode: 'sea',
        ship_load_type: stage.shipLoadType as never,
        ship_fuel_type: stage.shipFuelType as never,
        gross_tonnage: stage.grossTonnage,
        total_load: stage.totalLoad,
        port_operations: stage.portOperations as never,
        factor_class: stage.shipTypeFactorClass,
        vehicles_number: stage.vehiclesNumber,
      };
      if (routed.has(stage.id) && stage.declaredDistance === null) sea.distance_method = 'sea_network';
      return sea;
    }
  }
}

export function buildReportInput(graph: CalculationGraph, onlyScope3: boolean, routed: Map<number, number>): ReportInput {
  const cargos: CargoInput[] = graph.cargos.map((c) => ({ id: c.id, weight: cargoMassT(c) }));
  const stageInputs = graph.stages.map((s) => stageInput(s, (graph.stageLinks.get(s.id) ?? []).map((l) => l.cargoId), routed));
  const storageInputs: StorageInput[] = graph.storages.map((s) => ({
    id: s.id,
    cargos: (graph.storageLinks.get(s.id) ?? []).map((l) => l.cargoId),
    moves_number: s.movesNumber,
    type: s.type,
  }));
  return { only_scope3: onlyScope3, cargos, stages: stageInputs, storages: storageInputs };
}

/** A car family's fuel (docs/spec/part-2.md §9 "Review fuel types") as the core names it (docs/methodology.md §5.6). */
const CORE_CAR_FUEL: Record<CarFamilyFuel, CarFuel> = { gasoline: 'petrol', gasoil: 'diesel', electricity: 'bev', natural_gas: 'cng' };

/** A supplier's own market-based factor, when it has the whole of it (docs/methodology.md §3). */
function supplierFactor(supplier: ConsumptionRow['supplier']): ConsumptionInput['supplier_factor'] {
  if (!supplier || supplier.factorA1 === null || supplier.factorB1 === null || supplier.factorC1 === null) return null;
  return { A1: supplier.factorA1, B1: supplier.factorB1, C1: supplier.factorC1, source: supplier.factorSource };
}

/**
 * A consumption report's input: each consumption with its supplier's name and own factor, each voyage with its
 * family's fuel and model (review car-family entries are matched by the model's text).
 */
export function buildConsumptionInput(graph: ConsumptionGraph, onlyScope3: boolean): ReportInput {
  const consumptions = graph.consumptions.map((c): ConsumptionInput => {
    const factor = supplierFactor(c.supplier);
    return { id: c.id, type: c.type, quantity: c.quantity, ...(c.supplier ? { supplier: c.supplier.name } : {}), ...(factor ? { supplier_factor: factor } : {}) };
  });
  const voyages = graph.voyages.map((v) => ({ id: v.id, distance: v.distance, fuel: CORE_CAR_FUEL[v.carFamily.fuel], car_family: v.carFamily.model }));
  return { only_scope3: onlyScope3, consumptions, voyages };
}

/** The core asks for these when a stage has no distance: the form may give a distance or the places instead. */
const DISTANCE_SOURCES = /(^|\.)(distance|origin|destination)$/;

/** A calculation error's message, its field named as the core names it (`stages[2].capacity_load`). */
export function calculationMessage(error: CalculationError, review: string): Message {
  return CODE_MESSAGES[error.code](review, error.field);
}

const CODE_MESSAGES: Record<CalculationError['code'], (review: string, field: string) => Message> = {
  required: (_r, field) => msg(DISTANCE_SOURCES.test(field) ? 'distance_needed' : 'required'),
  invalid_number: () => msg('not_number'),
  must_not_be_negative: () => msg('min_value', { min: 0 }),
  must_be_positive: () => msg('must_be_positive'),
  invalid_choice: () => msg('invalid_value'),
  unknown_cargo: () => msg('does_not_exist', { id: '?' }),
  duplicate_id: () => msg('duplicate_cargo'),
  missing_factor: (review, field) => msg('missing_factor', { review, detail: field }),
  invalid_coordinate: () => msg('invalid_coordinate'),
  outside_model_range: () => msg('outside_model_range'),
  same_as_origin: () => msg('same_as_origin'),
};

/**
 * A calculation error names a path in the core's input (`stages[2].capacity_load`). The child being saved
 * gets its own field name (`capacity_load`) so the form can show it beside the input; another child's
 * error names that child (`road_stage_7.capacity_load`).
 */
function calculationFailure(error: CalculationError, input: ReportInput, focus: Focus | undefined, review: string): DomainError {
  const match = /^(stages|storages|cargos|consumptions|voyages)\[(\d+)\]\.?(.*)$/.exec(error.field);
  let field = error.field;
  if (match) {
    const [, collection = '', index = '0', rest = ''] = match;
    const list = (input[collection as 'stages'] ?? []) as readonly { id?: unknown; mode?: string }[];
    const element = list[Number(index)];
    const name = rest.replace(/^cargos\[\d+\]$/, 'cargos') || 'non_field_errors';
    // A sea leg's ends are its ports: the nautical form has no origin or destination field.
    const inner = element?.mode === 'sea' && (name === 'origin' || name === 'destination') ? `port_${name}` : name;
    if (focus && focus.collection === collection && element?.id === focus.id) field = inner;
    else field = `${element?.mode ?? collection.replace(/s$/, '')}_${collection === 'stages' ? 'stage_' : ''}${String(element?.id)}.${inner}`;
  }
  return validationFailed({ [field]: [CODE_MESSAGES[error.code](review, error.field)] });
}

export type LoadedReview = Extract<LoadFactorSetResult, { ok: true }>;

/** Review `reviewId` as the core's factor set; one that is gone or cannot be compiled is a 400 on `review`. */
export async function factorSetOf(db: Executor, reviewId: number, title: string): Promise<LoadedReview> {
  const loaded = await loadFactorSet(db, reviewId);
  if (!loaded) throw validationFailed({ review: [msg('no_review')] });
  if (!loaded.ok) throw validationFailed({ review: [msg('missing_factor', { review: title, detail: loaded.field })] });
  return loaded;
}

/** The report's review as the core's factor set; a report without a usable one is a 400 on `review`. */
export async function reviewOf(db: Executor, found: ReportWithRefs): Promise<LoadedReview> {
  const { reviewId } = found.report;
  if (reviewId === null) throw validationFailed({ review: [msg('no_review')] });
  return factorSetOf(db, reviewId, found.review?.title ?? '');
}

/** A transport report's inputs as the calculation reads them, its sea stages routed; nothing is calculated yet. */
interface RoutedGraph {
  graph: CalculationGraph;
  /** Sea stages routed over the network: their distance (km, the core's input) and line. */
  routed: Map<number, number>;
  geometries: Map<number, [number, number][]>;
}

/** A calculation of a report's current inputs, with what storing it needs; nothing is stored yet. */
export type ReportCalculation =
  | ({ type: 'transport'; result: ReportResult } & RoutedGraph)
  | { type: 'consumption'; graph: ConsumptionGraph; result: ReportResult };

type Review = { factorSet: LoadedReview['factorSet']; title: string };

/**
 * Calculates a report's current inputs (the graph as stored, sea stages routed) with `review`, storing nothing:
 * recalculation stores what this gives, restatement compares it with the stored figures. An input the core
 * cannot calculate is a 400 naming the field; a missing factor names `review.title`, the set that lacks it.
 */
export async function calculateReport(db: Executor, found: ReportWithRefs, review: Review, language: Language, focus?: Focus): Promise<ReportCalculation> {
  if (found.report.type === 'consumption') return calculateConsumptionReport(db, found, review, focus);
  const routedGraph = await loadRoutedGraph(db, found.report.id, language, focus);
  return { type: 'transport', ...routedGraph, result: calculateTransport(found, review, routedGraph, focus) };
}

async function calculateConsumptionReport(db: Executor, found: ReportWithRefs, review: Review, focus?: Focus): Promise<Extract<ReportCalculation, { type: 'consumption' }>> {
  const graph = await loadConsumptionGraph(db, found.report.companyId, found.report.id);
  const input = buildConsumptionInput(graph, found.company.onlyScope3);
  const result = calculate(input, review.factorSet);
  if (!result.ok) throw calculationFailure(result, input, focus, review.title);
  return { type: 'consumption', graph, result };
}

async function loadRoutedGraph(db: Executor, reportId: number, language: Language, focus?: Focus): Promise<RoutedGraph> {
  const graph = await loadCalculationGraph(db, reportId);
  const routed = new Map<number, number>();
  const geometries = new Map<number, [number, number][]>();
  for (const stage of graph.stages) {
    if (!needsSeaRoute(stage)) continue;
    const names = focus?.collection === 'stages' && focus.id === stage.id
      ? { from: 'port_origin', to: 'port_destination', avoid: 'avoid' }
      : { from: `sea_stage_${stage.id}.port_origin`, to: `sea_stage_${stage.id}.port_destination`, avoid: `sea_stage_${stage.id}.avoid` };
    const route = await routeBetweenPorts(db, language, stage.portOrigin, stage.portDestination, stage.avoid, names);
    routed.set(stage.id, route.distance_km);
    geometries.set(stage.id, route.geometry.coordinates);
  }
  return { graph, routed, geometries };
}

/** The core's calculation of a transport report; with `kept`, its lists hold only those rows (calculate-keeping.ts). */
function calculateTransport(found: ReportWithRefs, review: Review, { graph, routed }: RoutedGraph, focus?: Focus, kept?: Kept): ReportResult {
  const input = buildReportInput(graph, found.company.onlyScope3, routed);
  const result = kept ? calculateKeeping(input, review.factorSet, kept) : calculate(input, review.factorSet);
  if (!result.ok) throw calculationFailure(result, input, focus, review.title);
  return result;
}

/** A sea stage without a declared distance is routed between its ports (docs/sea-routing.md). */
function needsSeaRoute(stage: StageInputRow): stage is StageInputRow & { portOrigin: string; portDestination: string } {
  return stage.kind === 'nautical' && stage.declaredDistance === null && !!stage.portOrigin && !!stage.portDestination;
}

/**
 * The routed distances of `before`'s stages, taken from the routing of `after`: a stage that needs a route has the
 * same ports and passages to avoid in both, else null (the caller then stores every row; no route is asked twice).
 */
function routesBefore(before: CalculationGraph, after: CalculationGraph, routed: ReadonlyMap<number, number>): Map<number, number> | null {
  const now = new Map(after.stages.map((stage) => [stage.id, stage]));
  const out = new Map<number, number>();
  for (const stage of before.stages) {
    if (!needsSeaRoute(stage)) continue;
    const same = now.get(stage.id);
    const distance = routed.get(stage.id);
    if (!same || distance === undefined || same.portOrigin !== stage.portOrigin || same.portDestination !== stage.portDestination) return null;
    if (same.avoid.join('\n') !== stage.avoid.join('\n')) return null;
    out.set(stage.id, distance);
  }
  return out;
}

/**
 * The rows a change to a transport report left to store, or null when that cannot be shown and every row is stored.
 * The stored figures are those of the calculation of the report as it was (`before`) only if its input hash is the
 * stored one: the hash covers every input and the factor set's content (docs/methodology.md §6), and every row is
 * stored by the calculation that stores the hash, in one transaction. The report row is locked (loadEditableReport),
 * so no other change comes between. The hash is taken without calculating that report again (input-hash.ts): which
 * rows hold their figures follows from the inputs alone (rows-to-store.ts).
 */
function changedRows(found: ReportWithRefs, loaded: LoadedReview, after: RoutedGraph, before: Before): RowsToStore | null {
  const { report } = found;
  if (report.inputHash === null || report.reviewContentHash !== loaded.contentHash) return null;
  const graph = before.graph(after.graph);
  const routed = routesBefore(graph, after.graph, after.routed);
  if (!routed) return null;
  if (inputHash(buildReportInput(graph, found.company.onlyScope3, routed), loaded.factorSet) !== report.inputHash) return null;
  return rowsToStore(graph, after.graph, before, new Set(after.geometries.keys()));
}

/**
 * Recalculates a report with its review and stores its figures (report, stages, links, storages; consumptions
 * and voyages of a consumption report) in the caller's transaction (docs/design.md). An input the core cannot
 * calculate is a 400 and nothing is saved. The whole report is always calculated; with `before` (what a change to a
 * transport report's stages or storages wrote), only the rows that change wrote are stored when the stored figures
 * are shown to be the report's as it was (changedRows), and only their results are kept from the calculation
 * (calculate-keeping.ts).
 */
export async function recalculateReport(db: Executor, found: ReportWithRefs, language: Language, focus?: Focus, before?: Before): Promise<void> {
  const loaded = await reviewOf(db, found);
  const review = { factorSet: loaded.factorSet, title: found.review?.title ?? '' };
  if (found.report.type === 'consumption') return storeConsumptionCalculation(db, found, loaded, await calculateConsumptionReport(db, found, review, focus));

  const routedGraph = await loadRoutedGraph(db, found.report.id, language, focus);
  const changed = before ? changedRows(found, loaded, routedGraph, before) : null;
  const result = calculateTransport(found, review, routedGraph, focus, changed ?? undefined);
  const { graph, geometries } = routedGraph;
  await storeReportFigures(db, found, loaded, result, graph.cargos.reduce((sum, c) => sum + cargoMassT(c), 0));
  const stageResults = result.stages as StageResult[];
  const storageResults = result.storages;
  await storeStageFigures(
    db,
    stageResults.map((stage) => ({
      id: Number(stage.id),
      distance_km: stage.distance_km,
      distance_method: stage.distance_method,
      geometry: geometries.get(Number(stage.id)) ?? null,
      co2_total: stage.co2e_wtw,
      result: { ...stage },
    })),
  );
  await storeStageLinkFigures(
    db,
    stageResults.flatMap((stage) => stage.cargos.map((a) => ({ owner: Number(stage.id), cargo: Number(a.cargo_id), co2_total: a.co2e_wtw, result: { ...a } }))),
  );
  await storeStorageFigures(db, storageResults.map((storage) => ({ id: Number(storage.id), co2_total: storage.co2e_wtw, result: { ...storage } })));
  await storeStorageLinkFigures(
    db,
    storageResults.flatMap((storage) => storage.cargos.map((a) => ({ owner: Number(storage.id), cargo: Number(a.cargo_id), co2_total: a.co2e_wtw, result: { ...a } }))),
  );
  if (changed) await writeReportFactsPart(db, found.report.id, { cargoIds: changed.cargos, cargoless: changed.cargoless });
  else await writeReportFacts(db, found.report.id);
}

/** A transport report's own figures, from its whole calculation or a streamed one (docs/import.md "Scale"). */
export async function storeReportFigures(
  db: Executor,
  found: ReportWithRefs,
  loaded: LoadedReview,
  result: Pick<ReportResult, 'totals' | 'cargos' | 'factor_set' | 'input_hash'>,
  weight: number,
): Promise<void> {
  const now = new Date();
  await updateReport(db, found.report.companyId, found.report.id, {
    co2Total: result.totals.co2e_wtw,
    weight,
    result: { totals: result.totals, cargos: result.cargos, factor_set: result.factor_set },
    inputHash: result.input_hash,
    reviewContentHash: loaded.contentHash,
    tagsText: tagsTextOf(found.report.id),
    calculatedAt: now,
    updatedAt: now,
  });
}

async function storeConsumptionCalculation(
  db: Executor,
  found: ReportWithRefs,
  loaded: LoadedReview,
  { graph, result }: Extract<ReportCalculation, { type: 'consumption' }>,
): Promise<void> {
  const { report } = found;
  const now = new Date();
  await updateReport(db, report.companyId, report.id, {
    co2Total: result.totals.co2e_wtw,
    weight: 0,
    result: { totals: result.totals, factor_set: result.factor_set },
    inputHash: result.input_hash,
    reviewContentHash: loaded.contentHash,
    tagsText: tagsTextOf(report.id),
    calculatedAt: now,
    updatedAt: now,
  });
  // Each row keeps the names it was calculated with: a consolidated report shows them whatever its lookups become (row-labels.ts).
  const consumptionRows = new Map(graph.consumptions.map((c) => [c.id, c]));
  const voyageRows = new Map(graph.voyages.map((v) => [v.id, v]));
  await storeConsumptionFigures(
    db,
    result.consumptions.map((c) => ({ id: Number(c.id), co2Total: c.co2e_wtw, result: { ...c, labels: consumptionLabels(consumptionRows.get(Number(c.id)) as ConsumptionRow) } })),
  );
  await storeVoyageFigures(
    db,
    result.voyages.map((v) => ({ id: Number(v.id), co2Total: v.co2e_wtw, result: { ...v, labels: voyageLabels(voyageRows.get(Number(v.id)) as VoyageRow) } })),
  );
  await writeReportFacts(db, report.id);
}

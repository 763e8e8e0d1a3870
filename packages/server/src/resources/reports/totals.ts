import type { ConsumptionTotals, ReportTotals, TransportPart } from '@huella/contracts';
import type { CargoAllocation, CargoTotal, FactorUsed, ReportTotals as CoreTotals, StageResult, StorageResult } from '@huella/emissions';
import type { Executor } from '../../db/connection.ts';
import type { Language } from '../../http/messages.ts';
import { consumptionTotals } from './consumption-totals.ts';
import { storedFigures } from './emission-figures.ts';
import { calculationStamp } from './calculation-stamp.ts';
import type { CargoRow } from './cargos/repository.ts';
import { loadReportGraph } from './report-graph.ts';
import type { StageRow } from './stages/repository.ts';
import type { ReportWithRefs } from './repository.ts';
import { latLngOrNull } from './lat-lng.ts';

// The totals screen (docs/spec/part-2.md §2.2) reads the stored results of the last calculation: showing them never
// recalculates, so a consolidated report shows exactly what was frozen.

const TRANSPORT_TYPE = { road: 'overland', rail: 'overland', nautical: 'nautical', air: 'air' } as const;

export const cargoReference = (cargo: Pick<CargoRow, 'number'>) => `C${cargo.number}`;


const named = (value: string | null | undefined): TransportPart[] => (value ? [{ enum: null, value }] : []);
const coded = (name: NonNullable<TransportPart['enum']>, value: string | null | undefined): TransportPart[] => (value ? [{ enum: name, value }] : []);

/** The vehicle, ship type or aircraft and the stage's choices as codes: each screen labels them in its language. */
function transportDetails(s: StageRow): TransportPart[] {
  switch (s.kind) {
    case 'road':
      return [...named(s.roadVehicleName), ...coded('euro_standard', s.euroStandard), ...coded('load_type', s.loadType)];
    case 'rail':
      return [...named(s.railVehicleName), ...coded('rail_traction', s.railTraction)];
    case 'air':
      return [...named(s.aircraftModelName ?? s.aircraftFamilyName), ...coded('aircraft_type', s.aircraftType), ...coded('load_type', s.loadType)];
    case 'nautical':
      return [...named(s.shipTypeName), ...coded('ship_load_type', s.shipLoadType), ...coded('ship_fuel_type', s.shipFuelType)];
  }
}

function allocationsOf(result: StageResult | StorageResult | null): Map<number, CargoAllocation> {
  return new Map((result?.cargos ?? []).map((a) => [Number(a.cargo_id), a]));
}

/** Names of materials, vehicles and ship types in `language` (report-graph.ts). */
export async function reportTotals(db: Executor, found: ReportWithRefs, language: Language): Promise<ReportTotals> {
  const { report } = found;
  const graph = await loadReportGraph(db, report.id, language);
  const cargoById = new Map(graph.cargos.map((c) => [c.id, c]));
  const cargoFigures = (allocation: CargoAllocation | CargoTotal | undefined, cargoId: number, tags?: Record<string, string>) => {
    const cargo = cargoById.get(cargoId);
    return {
      ...storedFigures(allocation),
      cargo: cargoId,
      reference: cargo ? cargoReference(cargo) : '',
      commodity: cargo?.commodityName ?? null,
      weight: allocation?.mass_t ?? 0,
      tkm: allocation?.tkm ?? 0,
      intensity_g_per_tkm: allocation?.intensity_g_per_tkm ?? null,
      ...(tags ? { tags } : {}),
    };
  };

  const stages = graph.stages.map((s) => {
    const result = s.result as unknown as StageResult | null;
    const allocations = allocationsOf(result);
    return {
      ...storedFigures(result),
      id: s.id,
      kind: s.kind,
      transport_type: TRANSPORT_TYPE[s.kind],
      transport_details: transportDetails(s),
      operated_by: s.operatedBy,
      origin: s.kind === 'nautical' ? (s.portOriginName ?? s.origin) : s.origin,
      destination: s.kind === 'nautical' ? (s.portDestinationName ?? s.destination) : s.destination,
      origin_location: latLngOrNull(s.originLat, s.originLng),
      destination_location: latLngOrNull(s.destinationLat, s.destinationLng),
      distance: s.distanceKm,
      distance_method: s.distanceMethod as ReportTotals['stages'][number]['distance_method'],
      method: result?.method ?? '',
      tkm: result?.tkm ?? 0,
      intensity_g_per_tkm: result?.intensity_g_per_tkm ?? null,
      factors_used: [...((result?.factors_used ?? []) as FactorUsed[])],
      cargos: (graph.stageLinks.get(s.id) ?? []).map((l) => cargoFigures(allocations.get(l.cargoId), l.cargoId, l.tags)),
      geometry: s.geometry ?? null,
    };
  });
  const storages = graph.storages.map((s) => {
    const result = s.result as unknown as StorageResult | null;
    const allocations = allocationsOf(result);
    return {
      ...storedFigures(result),
      id: s.id,
      warehouse_name: s.warehouseName,
      place: s.place,
      place_location: latLngOrNull(s.placeLat, s.placeLng),
      type: s.type,
      electricity_kwh: result?.electricity_kwh ?? 0,
      diesel_l: result?.diesel_l ?? 0,
      factors_used: [...((result?.factors_used ?? []) as FactorUsed[])],
      cargos: (graph.storageLinks.get(s.id) ?? []).map((l) => cargoFigures(allocations.get(l.cargoId), l.cargoId, l.tags)),
    };
  });
  const stored = report.result as { totals?: CoreTotals; cargos?: CargoTotal[]; factor_set?: { content_hash: string } } | null;
  const cargoTotals = new Map((stored?.cargos ?? []).map((c) => [Number(c.cargo_id), c]));
  const totals = storedFigures(stored?.totals);
  return {
    ...totals,
    weight: report.weight,
    co2_per_ton: report.weight > 0 ? totals.CO2_total / report.weight : null,
    tkm: stored?.totals?.tkm ?? 0,
    intensity_g_per_tkm: stored?.totals?.intensity_g_per_tkm ?? null,
    type: 'transport',
    only_scope3: found.company.onlyScope3,
    ...calculationStamp(found),
    stages,
    storages,
    cargos: graph.cargos.map((c) => cargoFigures(cargoTotals.get(c.id), c.id)),
  };
}

/** The totals of a report of either type, as `GET /api/reports/{id}/totals/` answers them (`type` tells the shapes apart). */
export async function totalsOf(db: Executor, found: ReportWithRefs, language: Language): Promise<ReportTotals | ConsumptionTotals> {
  return found.report.type === 'consumption' ? consumptionTotals(db, found, language) : reportTotals(db, found, language);
}

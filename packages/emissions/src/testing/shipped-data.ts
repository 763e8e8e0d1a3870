// Test support: the repository's shipped data (data/, data/SOURCES.md), read from disk the way the server reads
// it at start-up and passed to the core. Only tests and benches import this; the core itself reads no file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFactorSet } from '../factors/compile-factor-set.ts';
import type { CompiledFactorSet } from '../factors/compiled-factor-set.ts';
import type { LandTopology } from '../routing/land-mask.ts';
import type { MarnetCollection } from '../routing/marnet-data.ts';
import { createSeaNetwork, type SeaNetwork } from '../routing/sea-network.ts';
import type { RawSeaPort } from '../routing/sea-ports.ts';

const readData = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../../../data/${path}`, import.meta.url), 'utf8'));

/** data/factors/desnz-2025.json as parsed JSON. */
export const DESNZ_2025_JSON: unknown = readData('factors/desnz-2025.json');

let compiled: CompiledFactorSet | undefined;

/** The shipped default set "DESNZ 2025", compiled once. */
export function desnz2025(): CompiledFactorSet {
  if (compiled) return compiled;
  const result = compileFactorSet(DESNZ_2025_JSON);
  if (!result.ok) throw new Error(`data/factors/desnz-2025.json: ${result.field} ${result.code}`);
  compiled = result.factorSet;
  return compiled;
}

let network: SeaNetwork | undefined;

/** The sea network of the shipped MARNET lines, ports and Natural Earth land, built once per test file. */
export function shippedSeaNetwork(): SeaNetwork {
  network ??= createSeaNetwork({
    marnet: readData('sea/marnet-densified.json') as MarnetCollection,
    ports: readData('sea/ports.json') as Record<string, RawSeaPort>,
    land: () => {
      const require = createRequire(import.meta.url);
      return JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as LandTopology;
    },
  });
  return network;
}

// The sea network the calculation core routes on (docs/sea-routing.md, data/SOURCES.md): MARNET and the ports
// from data/sea/, the land outline from world-atlas. Read once per process, on first use (the start-up seed
// lists the ports), and passed to the core's routeSea / listSeaPorts.
import { createSeaNetwork, type LandTopology, type MarnetCollection, type RawSeaPort, type SeaNetwork } from '@huella/emissions';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const readJson = (file: URL | string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const dataFile = (path: string) => new URL(`../../../../data/${path}`, import.meta.url);

let network: SeaNetwork | undefined;

export function seaNetwork(): SeaNetwork {
  network ??= createSeaNetwork({
    marnet: readJson(dataFile('sea/marnet-densified.json')) as MarnetCollection,
    ports: readJson(dataFile('sea/ports.json')) as Record<string, RawSeaPort>,
    // Natural Earth 1:10m land, read on the first route that joins a port to the network.
    land: () => readJson(createRequire(import.meta.url).resolve('world-atlas/land-10m.json')) as LandTopology,
  });
  return network;
}

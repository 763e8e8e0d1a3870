// The Eurostat MARNET network as shipped in data/sea/marnet-densified.json (GeoJSON, data/SOURCES.md). The
// server reads the file and passes it in; the core only picks its lines.

export type Position = [lng: number, lat: number];

interface LineStringFeature {
  geometry: { type: string; coordinates: Position[] };
}

/** The network as a GeoJSON FeatureCollection of LineStrings, the shape of the shipped file. */
export interface MarnetCollection {
  features: readonly LineStringFeature[];
}

/** Every LineString of the network as a list of [lng, lat] positions. */
export function marnetLines(collection: MarnetCollection): Position[][] {
  return collection.features
    .filter((feature) => feature.geometry.type === 'LineString')
    .map((feature) => feature.geometry.coordinates);
}

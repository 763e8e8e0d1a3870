import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection, MultiLineString } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:50m countries (public domain) via world-atlas, simplified to a third of its bytes and shipped
// as a hashed asset of the build: the map needs no tile server and no internet (data/SOURCES.md). The 1:110m
// file is smaller still but has no Balearic or Canary Islands, which a Spanish report's legs reach.
import countriesUrl from './countries-50m-simplified.json?url';

type Countries = Topology<{ countries: GeometryCollection }>;

export interface BaseMap {
  land: FeatureCollection;
  /** Borders between countries only: outlines drawn from the polygons would also trace the cuts Natural
   * Earth makes along the antimeridian, which Leaflet shows as lines across the whole world. */
  borders: MultiLineString;
}

/** Only the totals map downloads the base map, once per visit (the asset is cached immutably). */
async function loadBaseMap(signal: AbortSignal): Promise<BaseMap> {
  const [answer, { feature, mesh }] = await Promise.all([fetch(countriesUrl, { signal }), import('topojson-client')]);
  if (!answer.ok) throw new Error(`The base map answered ${answer.status}`);
  const topology = (await answer.json()) as Countries;
  const countries = topology.objects.countries;
  return { land: feature(topology, countries), borders: mesh(topology, countries, (a, b) => a !== b) };
}

export function useBaseMap() {
  return useQuery({
    queryKey: ['base-map', 'countries-50m-simplified'],
    queryFn: ({ signal }) => loadBaseMap(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // The legs are drawn without it; the map says so instead of raising an error notice.
    meta: { silent: true },
  });
}

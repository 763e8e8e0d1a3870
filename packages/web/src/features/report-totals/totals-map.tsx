import 'leaflet/dist/leaflet.css';
import './totals-map.css';
import { Box, Text } from '@mantine/core';
import { latLng } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, GeoJSON, MapContainer, Pane, Polyline, Tooltip, useMap, ZoomControl } from 'react-leaflet';
import { useBaseMap } from './base-map.ts';
import { MAP_BOX } from './map-box.ts';
import { mapBounds, mapLegs, mapSites, worldCopyOffsets } from './map-layers.ts';
import { segmentColour, segmentDash } from './transport-colours.ts';
import type { TotalsStage, TotalsStorage } from './totals-types.ts';

const LAND = { stroke: false, fillColor: '#f8f9fa', fillOpacity: 1 } as const;
const BORDERS = { color: '#adb5bd', weight: 0.6 } as const;
/** docs/spec/part-2.md §2.2 and §9: the initial fit never zooms in further than 8. */
const FIT_OPTIONS = { maxZoom: 8, padding: [24, 24] as [number, number] };

/** Leaflet makes its container focusable (arrow keys pan, +/- zoom); it needs a name and a role to be announced. */
function AccessibleName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

export interface TotalsMapProps {
  stages: readonly TotalsStage[];
  storages: readonly TotalsStorage[];
}

/** docs/spec/part-2.md §2.2: the stages and warehouses over an offline base map, fitted to what there is to show. */
export function TotalsMap({ stages, storages }: TotalsMapProps) {
  const { t } = useTranslation();
  const baseMap = useBaseMap();
  const legs = useMemo(() => mapLegs(stages), [stages]);
  const sites = useMemo(() => mapSites(storages), [storages]);
  const bounds = useMemo(() => mapBounds(legs, sites), [legs, sites]);
  const view = bounds ? { bounds, boundsOptions: FIT_OPTIONS } : { center: [20, 0] as [number, number], zoom: 1 };
  return (
    // Leaflet's panes stack at z-index 400 and more: isolated here, they stay under the top bar and popovers.
    <Box style={{ isolation: 'isolate' }}>
      <MapContainer {...view} zoomControl={false} scrollWheelZoom={false} minZoom={1} style={MAP_BOX}>
        <AccessibleName label={t('totals.map.label')} />
        <ZoomControl zoomInTitle={t('totals.map.zoom_in')} zoomOutTitle={t('totals.map.zoom_out')} />
        {/* Its own pane under the overlay pane: the base map arrives after the legs and must not cover them. */}
        <Pane name="base-map" style={{ zIndex: 250 }}>
          {baseMap.data
            ? worldCopyOffsets(bounds).flatMap((offset) => {
                const toLatLng = ([lng, lat]: number[]) => latLng(lat ?? 0, (lng ?? 0) + offset);
                return [
                  <GeoJSON key={`land${offset}`} data={baseMap.data.land} style={LAND} interactive={false} attribution="Natural Earth" coordsToLatLng={toLatLng} />,
                  <GeoJSON key={`borders${offset}`} data={baseMap.data.borders} style={BORDERS} interactive={false} coordsToLatLng={toLatLng} />,
                ];
              })
            : null}
        </Pane>
        {legs.map((leg) => {
          const colour = segmentColour(leg.transportType);
          const first = leg.points[0];
          const last = leg.points.at(-1);
          const label = `${leg.number}. ${t(`totals.segment_types.${leg.transportType}`)}: ${leg.origin} → ${leg.destination}`;
          return (
            <Polyline key={leg.id} positions={leg.points} pathOptions={{ color: colour, weight: 4, opacity: 0.95, dashArray: segmentDash(leg.transportType) }}>
              <Tooltip sticky>{label}</Tooltip>
              {[first, last].map((point, end) =>
                point ? (
                  <CircleMarker key={end} center={point} radius={4} pathOptions={{ color: colour, weight: 2, fillColor: '#ffffff', fillOpacity: 1 }} />
                ) : null,
              )}
            </Polyline>
          );
        })}
        {sites.map((site) => (
          <CircleMarker
            key={site.id}
            center={site.position}
            radius={8}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: segmentColour('storage'), fillOpacity: 1 }}
          >
            <Tooltip>{`${site.name} · ${site.place}`}</Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
      {baseMap.isError ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('totals.map.base_map_failed')}
        </Text>
      ) : null}
    </Box>
  );
}

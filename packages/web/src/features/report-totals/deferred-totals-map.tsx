import { Box } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { MAP_BOX } from './map-box.ts';
import type { TotalsMapProps } from './totals-map.tsx';
import { useNearScreen } from './use-near-screen.ts';

// Leaflet and the base map are the heaviest part of the page (issue #21 item 2): a reader who never scrolls down
// to the map never downloads them.
const TotalsMap = lazy(() => import('./totals-map.tsx').then((module) => ({ default: module.TotalsMap })));

/** The totals map, loaded as it nears the screen, in a box already of the map's size. */
export function DeferredTotalsMap(props: TotalsMapProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(box);
  const placeholder = <Box style={MAP_BOX} />;
  return (
    <div ref={setBox}>
      {near ? (
        <Suspense fallback={placeholder}>
          <TotalsMap {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

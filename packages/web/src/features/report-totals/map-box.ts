/**
 * The map's box, sea-coloured, the same before and after Leaflet arrives, so nothing below it moves
 * (issue #21 item 5).
 */
export const MAP_BOX = { height: 'min(440px, 70vh)', background: '#cde0f1', borderRadius: 4 } as const;

// Map geometry and colours for the screens and the PDF: pure, no data files, safe in the browser.
export { greatCirclePoints, unwrapLongitude, unwrapLongitudes, type Position } from './map-lines.ts';
export { MODE_COLOURS, type MapSegmentType } from './mode-colours.ts';

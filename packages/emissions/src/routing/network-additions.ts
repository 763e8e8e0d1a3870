// Lines we add to MARNET, each for a documented reason (docs/sea-routing.md, "Network additions"). They are
// merged like MARNET's own lines, so their vertices join existing nodes when they share coordinates.
import type { Position } from './marnet-data.ts';

export const NETWORK_ADDITIONS: readonly { reason: string; line: Position[] }[] = [
  {
    // MARNET has the Elbe up to Hamburg but not the Kiel Canal (Nord-Ostsee-Kanal), the usual way from the North
    // Sea into the Baltic for ships that fit it. Brunsbüttel locks → Rendsburg → Kiel-Holtenau locks → Kiel
    // Fjord → the Fehmarn Belt node; the two ends also join the Elbe nodes either side of Brunsbüttel.
    reason: 'kiel_canal',
    line: [
      [9.0419, 53.8743],
      [9.145, 53.893],
      [9.26, 54.0],
      [9.45, 54.17],
      [9.67, 54.3],
      [9.9, 54.34],
      [10.145, 54.365],
      [10.275, 54.5],
      [11.1, 54.5],
    ],
  },
  {
    reason: 'kiel_canal',
    line: [
      [9.145, 53.893],
      [9.2273, 53.8771],
    ],
  },
  {
    // The North Pacific lanes are cut at the antimeridian and their halves were digitised apart, so some end
    // in open water just short of ±180 with nothing to meet them (degree-1 nodes). The lane from Tsugaru to the
    // Aleutians stops at 179.5° E, 51.3° N; its continuation south of the Aleutians starts at 179.47° W, 50.26° N.
    reason: 'antimeridian_lane',
    line: [
      [179.5, 51.3],
      [-179.4691, 50.2553],
    ],
  },
  {
    // Same cut on the lane from Tokyo Bay (ends at 179.92° E, 44.48° N) and the lane to California (starts at
    // 179.73° W, 47.92° N); both ends are dead ends in open ocean.
    reason: 'antimeridian_lane',
    line: [
      [179.9184, 44.4821],
      [-179.7328, 47.9249],
    ],
  },
  {
    // And on the Bering Sea lane north of the Aleutians: from Unimak Pass it runs west along 54.6° N and stops
    // at 179.91° W; its other half reaches Kamchatka at 163.1° E, 54.7° N. The join crosses open Bering Sea
    // north of the Near and Commander Islands.
    reason: 'antimeridian_lane',
    line: [
      [-179.9085, 54.6049],
      [163.1, 54.7],
    ],
  },
  {
    // MARNET's lane from the Sunda Strait towards the Cape calls at Port Louis and Réunion before turning
    // south-west; ships bound for Durban or the Cape keep to the open ocean south of the Mascarenes. Without
    // this edge Singapore → Durban came out 3.8 % over NGA Pub. 151.
    reason: 'south_indian_ocean_lane',
    line: [
      [70.0, -20.0],
      [48.1, -26.4],
    ],
  },
];

import { transportDetailsText, type TransportPart } from '@huella/contracts';
import type { Executor } from '../db/connection.ts';
import { localisedName } from '../db/localised-name.ts';
import { aircraftModels, railVehicles, roadVehicles, shipTypes } from '../db/schema.ts';
import type { Language } from '../http/messages.ts';

/** What a stage says about its transport: the vehicle, aircraft model or ship type it names, and its choices. */
export interface TransportChoices {
  roadVehicleId: number | null;
  railVehicleId: number | null;
  aircraftModelId: number | null;
  shipTypeId: number | null;
  euroStandard: string | null;
  loadType: string | null;
  aircraftType: string | null;
  shipLoadType: string | null;
  shipFuelType: string | null;
}

/**
 * Transport details of a stage, as one text: the vehicle, aircraft model or ship type it names. Read once per
 * export from the small reference tables; four more joins per batch cost the planner more than the batch itself.
 */
export async function transportNames(db: Executor, language: Language): Promise<(r: TransportChoices) => string> {
  // Vehicles and ship types in the file's language; aircraft models keep the manufacturer's name.
  const [road, rail, aircraft, ships] = await Promise.all([
    db.select({ id: roadVehicles.id, name: localisedName(roadVehicles, language) }).from(roadVehicles),
    db.select({ id: railVehicles.id, name: localisedName(railVehicles, language), traction: railVehicles.traction }).from(railVehicles),
    db.select({ id: aircraftModels.id, name: aircraftModels.name }).from(aircraftModels),
    db.select({ id: shipTypes.id, name: localisedName(shipTypes, language) }).from(shipTypes),
  ]);
  const maps = [road, rail, aircraft, ships].map((rows = []) => new Map(rows.map((r) => [r.id, r.name])));
  const traction = new Map((rail ?? []).map((r) => [r.id, r.traction]));
  const name = (r: TransportChoices): string => {
    const ids = [r.roadVehicleId, r.railVehicleId, r.aircraftModelId, r.shipTypeId];
    for (const [i, id] of ids.entries()) if (id !== null) return maps[i]?.get(id) ?? '';
    return '';
  };
  // The stage's choices by their labels, as the totals screen and the PDFs write them (issue #11 item 6).
  return (r) => {
    const parts: TransportPart[] = [];
    const add = (part: TransportPart['enum'], value: string | null | undefined) => {
      if (value) parts.push({ enum: part, value });
    };
    add(null, name(r));
    add('euro_standard', r.euroStandard);
    add('rail_traction', r.railVehicleId === null ? null : traction.get(r.railVehicleId));
    add('aircraft_type', r.aircraftType);
    add('load_type', r.loadType);
    add('ship_load_type', r.shipLoadType);
    add('ship_fuel_type', r.shipFuelType);
    return transportDetailsText(parts, language);
  };
}

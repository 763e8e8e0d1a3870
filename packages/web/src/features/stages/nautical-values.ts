import type { NauticalStageInput, PORT_OPERATIONS, SHIP_FUEL_TYPES, ShipLoadType, ShipType, Stage } from '@huella/contracts';
import { amountOrNull, fromNullable, type Amount } from './amount.ts';
import { emptyStageBase, stageBaseInput, stageBaseValues, type FormContext, type StageBaseValues } from './stage-values.ts';

export type ShipFuelType = (typeof SHIP_FUEL_TYPES)[number];
export type PortOperations = (typeof PORT_OPERATIONS)[number];

/** A port as the form shows it and the API names it (UN/LOCODE). */
export interface PortChoice {
  locode: string;
  name: string;
  country: string;
}

/** Passages the sea router can close (docs/sea-routing.md, "Passages"). */
export const SEA_PASSAGES = [
  'suez',
  'panama',
  'babelmandeb',
  'malacca',
  'gibraltar',
  'hormuz',
  'bosporus',
  'dover',
  'kiel',
  'magellan',
  'bering',
] as const;

export interface NauticalFormValues extends StageBaseValues {
  ship_load_type: ShipLoadType;
  ship_type: string | null;
  ship_fuel_type: ShipFuelType;
  gross_tonnage: Amount;
  /** t, or TEU for containers. */
  total_load: Amount;
  port_operations: PortOperations;
  vehicles_number: Amount;
  port_origin: PortChoice | null;
  port_destination: PortChoice | null;
  avoid: string[];
}

export function emptyNauticalValues(): NauticalFormValues {
  return {
    ...emptyStageBase(),
    ship_load_type: 'container',
    ship_type: null,
    ship_fuel_type: 'mgo_mdo',
    gross_tonnage: '',
    total_load: '',
    port_operations: 'none',
    vehicles_number: 1,
    port_origin: null,
    port_destination: null,
    avoid: [],
  };
}

export function nauticalFormValues(stage: Stage): NauticalFormValues {
  return {
    ...stageBaseValues(stage),
    ship_load_type: stage.ship_load_type ?? 'container',
    ship_type: stage.ship_type ? String(stage.ship_type.id) : null,
    ship_fuel_type: stage.ship_fuel_type ?? 'mgo_mdo',
    gross_tonnage: fromNullable(stage.gross_tonnage),
    total_load: fromNullable(stage.total_load),
    port_operations: stage.port_operations ?? 'none',
    vehicles_number: fromNullable(stage.vehicles_number),
    port_origin: stage.port_origin ?? null,
    port_destination: stage.port_destination ?? null,
    avoid: stage.avoid ?? [],
  };
}

/**
 * docs/spec/part-2.md §4 "Nautical": a ship type brings its gross tonnage and its load; a full-cargo ship carries
 * only this consignment, so the ship's total load does not apply and is 0.
 */
export function shipTypeLoads(shipType: ShipType, loadType: ShipLoadType): { gross_tonnage: number; total_load: number } {
  return { gross_tonnage: shipType.gross_tonnage, total_load: loadType === 'full_cargo' ? 0 : shipType.total_load };
}

export function withShipType(values: NauticalFormValues, shipTypeId: string | null, shipTypes: readonly ShipType[]): NauticalFormValues {
  const shipType = shipTypes.find((candidate) => String(candidate.id) === shipTypeId);
  return { ...values, ship_type: shipTypeId, ...(shipType ? shipTypeLoads(shipType, values.ship_load_type) : {}) };
}

/** The ship types are those of the load type, so a new load type drops the chosen ship type. */
export function withShipLoadType(values: NauticalFormValues, loadType: ShipLoadType): NauticalFormValues {
  return { ...values, ship_load_type: loadType, ship_type: null };
}

export function toNauticalInput(values: NauticalFormValues, context: FormContext): NauticalStageInput {
  const totalLoad = amountOrNull(values.total_load);
  return {
    ...stageBaseInput(values, context),
    ship_type: values.ship_type === null ? null : Number(values.ship_type),
    ship_load_type: values.ship_load_type,
    ship_fuel_type: values.ship_fuel_type,
    gross_tonnage: amountOrNull(values.gross_tonnage),
    // docs/spec/part-2.md §5: a full-cargo ship left without a total load carries 0.
    total_load: totalLoad === null && values.ship_load_type === 'full_cargo' ? 0 : totalLoad,
    // docs/spec/part-2.md §5: scope-3-only companies have no port operations.
    port_operations: context.onlyScope3 ? 'none' : values.port_operations,
    vehicles_number: amountOrNull(values.vehicles_number),
    port_origin: values.port_origin?.locode ?? null,
    port_destination: values.port_destination?.locode ?? null,
    avoid: values.avoid,
  };
}

/** How a port is offered: name, country and UN/LOCODE (docs/spec/part-2.md §2.1). */
export function portLabel(port: PortChoice): string {
  return `${port.name}, ${port.country} (${port.locode})`;
}

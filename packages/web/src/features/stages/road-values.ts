import type { Cargo, EURO_STANDARDS, LOAD_TYPES, RoadStageInput, RoadVehicle, Stage } from '@huella/contracts';
import { amountOrNull, fromNullable, type Amount } from './amount.ts';
import { selectedWeight } from './cargo-links.ts';
import {
  EMPTY_ROUTE,
  emptyStageBase,
  routeInput,
  routeValues,
  stageBaseInput,
  stageBaseValues,
  type FormContext,
  type RouteValues,
  type StageBaseValues,
} from './stage-values.ts';

export type LoadType = (typeof LOAD_TYPES)[number];
export type EuroStandard = (typeof EURO_STANDARDS)[number];

export interface RoadFormValues extends StageBaseValues, RouteValues {
  vehicle: string | null;
  vehicle_load_type: LoadType;
  euro_standard: EuroStandard | null;
  vehicles_number: Amount;
  /** t */
  capacity_load: Amount;
}

export function emptyRoadValues(): RoadFormValues {
  return {
    ...emptyStageBase(),
    ...EMPTY_ROUTE,
    vehicle: null,
    vehicle_load_type: 'groupage',
    euro_standard: null,
    vehicles_number: 1,
    capacity_load: '',
  };
}

export function roadFormValues(stage: Stage): RoadFormValues {
  return {
    ...stageBaseValues(stage),
    ...routeValues(stage),
    vehicle: stage.vehicle ? String(stage.vehicle.id) : null,
    vehicle_load_type: stage.vehicle_load_type ?? 'groupage',
    euro_standard: stage.euro_standard ?? null,
    vehicles_number: fromNullable(stage.vehicles_number),
    capacity_load: fromNullable(stage.capacity_load),
  };
}

/**
 * docs/spec/part-2.md §4–§5: a full truck carries the selected cargos, so its payload is their weight; a groupage
 * truck's payload is its vehicle's capacity (payload), on which the calculation applies the groupage load
 * factor once (docs/methodology.md "Road groupage"); without a vehicle there is nothing to take it from.
 */
export function roadPayload(
  values: Pick<RoadFormValues, 'vehicle' | 'vehicle_load_type' | 'cargos'>,
  vehicles: readonly RoadVehicle[],
  cargos: readonly Cargo[],
): Amount {
  if (values.vehicle_load_type === 'full_cargo') {
    const weight = selectedWeight(values.cargos, cargos);
    return weight > 0 ? weight : '';
  }
  const vehicle = vehicles.find((candidate) => String(candidate.id) === values.vehicle);
  return vehicle ? vehicle.payload : '';
}

/** The changes after which the payload is derived again (docs/spec/part-2.md §4 "Road"). */
export const ROAD_PAYLOAD_SOURCES = ['vehicle', 'vehicle_load_type', 'euro_standard', 'cargos'] as const;

export function toRoadInput(values: RoadFormValues, context: FormContext): RoadStageInput {
  const capacity =
    values.vehicle_load_type === 'full_cargo' ? selectedWeight(values.cargos, context.cargos) || null : amountOrNull(values.capacity_load);
  return {
    ...stageBaseInput(values, context),
    ...routeInput(values),
    vehicle: values.vehicle === null ? null : Number(values.vehicle),
    vehicle_load_type: values.vehicle_load_type,
    euro_standard: values.euro_standard,
    vehicles_number: amountOrNull(values.vehicles_number),
    capacity_load: capacity,
  };
}

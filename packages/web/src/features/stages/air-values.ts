import type { AircraftModel, AircraftType, AirStageInput, Stage } from '@huella/contracts';
import { amountOrNull, fromNullable, type Amount } from './amount.ts';
import type { LoadType } from './road-values.ts';
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

export interface AirFormValues extends StageBaseValues, RouteValues {
  aircraft_type: AircraftType;
  aircraft_family: string | null;
  aircraft_model: string | null;
  LTO: Amount;
  aircraft_load_type: LoadType;
  /** t */
  capacity_load: Amount;
  vehicles_number: Amount;
}

/** docs/spec/part-2.md §4: business trips fly as passengers, in aircraft that carry passengers and cargo. */
const BUSINESS_TRIP_AIR = { aircraft_type: 'passenger_cargo', aircraft_load_type: 'groupage' } as const;

/** One landing and take-off cycle per leg unless said otherwise. */
export function emptyAirValues(businessTrip: boolean): AirFormValues {
  return {
    ...emptyStageBase(),
    ...EMPTY_ROUTE,
    aircraft_type: 'freighter',
    aircraft_family: null,
    aircraft_model: null,
    LTO: 1,
    aircraft_load_type: 'groupage',
    capacity_load: '',
    vehicles_number: 1,
    ...(businessTrip ? BUSINESS_TRIP_AIR : {}),
  };
}

export function airFormValues(stage: Stage): AirFormValues {
  return {
    ...stageBaseValues(stage),
    ...routeValues(stage),
    aircraft_type: stage.aircraft_type ?? 'freighter',
    aircraft_family: stage.aircraft_family ? String(stage.aircraft_family.id) : null,
    aircraft_model: stage.aircraft_model ? String(stage.aircraft_model.id) : null,
    LTO: fromNullable(stage.LTO),
    aircraft_load_type: stage.aircraft_load_type ?? 'groupage',
    capacity_load: fromNullable(stage.capacity_load),
    vehicles_number: fromNullable(stage.vehicles_number),
  };
}

/**
 * docs/spec/part-2.md §4: choosing a type clears the family. The model goes too: the models offered are those of the
 * type, and one of another type would be saved against a list the user no longer sees.
 */
export function withAircraftType(values: AirFormValues, type: AircraftType): AirFormValues {
  return { ...values, aircraft_type: type, aircraft_family: null, aircraft_model: null };
}

/** docs/spec/part-2.md §4: choosing a model sets the payload to its capacity. */
export function withAircraftModel(values: AirFormValues, modelId: string | null, models: readonly AircraftModel[]): AirFormValues {
  const model = models.find((candidate) => String(candidate.id) === modelId);
  return { ...values, aircraft_model: modelId, capacity_load: model ? model.capacity : values.capacity_load };
}

export function toAirInput(values: AirFormValues, context: FormContext): AirStageInput {
  return {
    ...stageBaseInput(values, context),
    ...routeInput(values),
    aircraft_type: values.aircraft_type,
    aircraft_family: values.aircraft_family === null ? null : Number(values.aircraft_family),
    aircraft_model: values.aircraft_model === null ? null : Number(values.aircraft_model),
    LTO: amountOrNull(values.LTO),
    aircraft_load_type: values.aircraft_load_type,
    capacity_load: amountOrNull(values.capacity_load),
    vehicles_number: amountOrNull(values.vehicles_number),
    ...(context.businessTrip ? BUSINESS_TRIP_AIR : {}),
  };
}

import type { RailStageInput, Stage } from '@huella/contracts';
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

export interface RailFormValues extends StageBaseValues, RouteValues {
  vehicle: string | null;
}

export function emptyRailValues(): RailFormValues {
  return { ...emptyStageBase(), ...EMPTY_ROUTE, vehicle: null };
}

export function railFormValues(stage: Stage): RailFormValues {
  return { ...stageBaseValues(stage), ...routeValues(stage), vehicle: stage.vehicle ? String(stage.vehicle.id) : null };
}

export function toRailInput(values: RailFormValues, context: FormContext): RailStageInput {
  return { ...stageBaseInput(values, context), ...routeInput(values), vehicle: values.vehicle === null ? null : Number(values.vehicle) };
}

import type { DistanceMethod, Stage } from '@huella/contracts';
import type { FormContext } from './stage-values.ts';

/** C: what the form needs of its report and session (FormContext for stages and storages). */
export interface ChildFormProps<T, C = FormContext> {
  reportId: number;
  /** The record loaded by the pen icon, or null for a new one. */
  editing: T | null;
  context: C;
  onDone: () => void;
}

/** The computed distance of the stage being edited, shown while its field stays empty. */
export function computedDistance(stage: Stage | null): { distance: number; method: DistanceMethod } | null {
  return stage && stage.distance_method !== 'declared' ? { distance: stage.distance, method: stage.distance_method } : null;
}

// One transport stage, by mode. `cargos` are the report's cargos linked to the stage, already looked up
// (calculateReport does that from the stage's cargo ids). The modes hand what they calculated to a sink: calculateStage
// builds the object result, calculateStageInto writes a packed row for bulk callers (packed/packed-stages.ts).
import type { CompiledFactorSet } from './factors/compiled-factor-set.ts';
import type { CalculationOptions, CargoInput, StageInput } from './input/input-types.ts';
import { calculateAirStage } from './modes/air.ts';
import { calculateRailStage } from './modes/rail.ts';
import { calculateRoadStage } from './modes/road.ts';
import { calculateSeaStage } from './modes/sea.ts';
import { STAGE_RESULTS, type StageSink } from './modes/stage-result.ts';
import type { PackedStages } from './packed/packed-stages.ts';
import { fail, type CalculationError } from './result/calculation-error.ts';
import type { StageResult } from './result/result-types.ts';

function calculateWith<R>(
  stage: StageInput,
  cargos: readonly CargoInput[],
  factorSet: CompiledFactorSet,
  options: CalculationOptions | undefined,
  sink: StageSink<R>,
): R | CalculationError {
  const onlyScope3 = options?.only_scope3 === true;
  if (stage.operated_by != null && stage.operated_by !== 'own' && stage.operated_by !== 'third_party') {
    return fail('operated_by', 'invalid_choice');
  }
  switch (stage.mode) {
    case 'road':
      return calculateRoadStage(stage, cargos, factorSet, onlyScope3, sink);
    case 'rail':
      return calculateRailStage(stage, cargos, factorSet, onlyScope3, sink);
    case 'sea':
      return calculateSeaStage(stage, cargos, factorSet, onlyScope3, sink);
    case 'air':
      return calculateAirStage(stage, cargos, factorSet, onlyScope3, sink);
    default:
      return fail('mode', 'invalid_choice');
  }
}

export function calculateStage(
  stage: StageInput,
  cargos: readonly CargoInput[],
  factorSet: CompiledFactorSet,
  options?: CalculationOptions,
): StageResult | CalculationError {
  return calculateWith(stage, cargos, factorSet, options, STAGE_RESULTS);
}

/**
 * The same calculation written as the next row of `results` (the same numbers as calculateStage's result; unpackStage
 * gives that object back). Returns the row, or the error calculateStage returns, in which case no row is written.
 */
export function calculateStageInto(
  results: PackedStages,
  stage: StageInput,
  cargos: readonly CargoInput[],
  factorSet: CompiledFactorSet,
  options?: CalculationOptions,
): number | CalculationError {
  return calculateWith(stage, cargos, factorSet, options, results.sink);
}

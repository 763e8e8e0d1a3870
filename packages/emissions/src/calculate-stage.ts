// One transport stage, by mode. `cargos` are the report's cargos linked to the stage, already looked up
// (calculateReport does that from the stage's cargo ids).
import type { CompiledFactorSet } from './factors/compiled-factor-set.ts';
import type { CalculationOptions, CargoInput, StageInput } from './input/input-types.ts';
import { calculateAirStage } from './modes/air.ts';
import { calculateRailStage } from './modes/rail.ts';
import { calculateRoadStage } from './modes/road.ts';
import { calculateSeaStage } from './modes/sea.ts';
import { fail, type CalculationError } from './result/calculation-error.ts';
import type { StageResult } from './result/result-types.ts';

export function calculateStage(
  stage: StageInput,
  cargos: readonly CargoInput[],
  factorSet: CompiledFactorSet,
  options?: CalculationOptions,
): StageResult | CalculationError {
  const onlyScope3 = options?.only_scope3 === true;
  if (stage.operated_by != null && stage.operated_by !== 'own' && stage.operated_by !== 'third_party') {
    return fail('operated_by', 'invalid_choice');
  }
  switch (stage.mode) {
    case 'road':
      return calculateRoadStage(stage, cargos, factorSet, onlyScope3);
    case 'rail':
      return calculateRailStage(stage, cargos, factorSet, onlyScope3);
    case 'sea':
      return calculateSeaStage(stage, cargos, factorSet, onlyScope3);
    case 'air':
      return calculateAirStage(stage, cargos, factorSet, onlyScope3);
    default:
      return fail('mode', 'invalid_choice');
  }
}

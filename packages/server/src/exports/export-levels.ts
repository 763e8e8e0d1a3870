import type { ExportLevel } from '@huella/contracts';
import { cargoLevel } from './cargo-level.ts';
import { consumptionLevel } from './consumption-level.ts';
import type { ExportLevelDefinition } from './level-definition.ts';
import { reportLevel } from './report-level.ts';
import { stageLevel } from './stage-level.ts';
import { storageLevel } from './storage-level.ts';
import { voyageLevel } from './voyage-level.ts';

// What each export level writes (docs/spec/part-1.md §7: report, stage, cargo, storage of transport reports;
// docs/spec/part-2.md §2.4: consumption, voyage of consumption reports): one row per report, stage, cargo link,
// storage, consumption or voyage, with what identifies it, the review, and every figure in kg (figures.ts).
// Figures are read out of the stored results in SQL, so a batch carries only the cells it writes.

export const EXPORT_LEVEL_DEFINITIONS: Record<ExportLevel, ExportLevelDefinition> = {
  report: reportLevel,
  stage: stageLevel,
  cargo: cargoLevel,
  storage: storageLevel,
  consumption: consumptionLevel,
  voyage: voyageLevel,
};

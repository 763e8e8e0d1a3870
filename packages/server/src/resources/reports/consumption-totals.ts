import { CONSUMPTION_UNITS, type ConsumptionTotals } from '@huella/contracts';
import type { ConsumptionResult, FactorUsed, ReportTotals as CoreTotals, VoyageResult } from '@huella/emissions';
import type { Executor } from '../../db/connection.ts';
import type { Language } from '../../http/messages.ts';
import { storedFigures } from './emission-figures.ts';
import { calculationStamp } from './calculation-stamp.ts';
import { loadConsumptionGraph } from './report-graph.ts';
import type { ReportWithRefs } from './repository.ts';
import { consumptionLabels, shownLabels, voyageLabels, type ConsumptionLabels, type Labelled, type VoyageLabels } from './row-labels.ts';

// The consumption totals screen (docs/spec/part-2.md §2.6) and the consumption PDFs read the stored results of the
// last calculation, as the transport totals do (totals.ts): a consolidated report shows exactly what was frozen,
// its rows named as they were calculated (row-labels.ts).


/**
 * The report's scope totals, both readings of scope 2 (GHG Protocol Scope 2 Guidance: location-based with the grid
 * factor, market-based with the suppliers' own factors), and one row per consumption and per voyage; kilograms.
 * Centers, suppliers, cars and families are the company's own names, shown as written in any `language`: their
 * current names while the report is open, those its rows were calculated with once it is consolidated.
 */
export async function consumptionTotals(db: Executor, found: ReportWithRefs, _language: Language): Promise<ConsumptionTotals> {
  const { report } = found;
  const graph = await loadConsumptionGraph(db, report.companyId, report.id);
  const consolidated = report.consolidatedAt !== null;
  const consumptions = graph.consumptions.map((c) => {
    const result = c.result as unknown as Labelled<ConsumptionResult, ConsumptionLabels> | null;
    const labels = shownLabels(consolidated, result?.labels, consumptionLabels(c));
    return {
      ...storedFigures(result),
      id: c.id,
      type: c.type,
      date: c.date,
      center: labels.center,
      supplier: labels.supplier,
      quantity: c.quantity,
      unit: CONSUMPTION_UNITS[c.type],
      method: result?.method ?? '',
      scope2_market_based: result?.scope2_market_based ?? null,
      tags: c.tags,
      factors_used: [...((result?.factors_used ?? []) as FactorUsed[])],
    };
  });
  const voyages = graph.voyages.map((v) => {
    const result = v.result as unknown as Labelled<VoyageResult, VoyageLabels> | null;
    const labels = shownLabels(consolidated, result?.labels, voyageLabels(v));
    return {
      ...storedFigures(result),
      id: v.id,
      date: v.date,
      car: labels.car,
      car_family: labels.car_family,
      fuel: labels.fuel,
      center: labels.center,
      distance: v.distance,
      method: result?.method ?? '',
      tags: v.tags,
      factors_used: [...((result?.factors_used ?? []) as FactorUsed[])],
    };
  });
  const stored = report.result as { totals?: CoreTotals } | null;
  const totals = storedFigures(stored?.totals);
  // The core counts location-based scope 2 where no supplier factor applies; with none anywhere there is no market-based figure.
  const marketBased = consumptions.some((c) => c.scope2_market_based !== null) ? (stored?.totals?.scope2_market_based ?? null) : null;
  return {
    ...totals,
    type: 'consumption',
    only_scope3: found.company.onlyScope3,
    scope2_location_based: totals.scope2,
    scope2_market_based: marketBased,
    ...calculationStamp(found),
    consumptions,
    voyages,
  };
}

// Company consumptions (docs/methodology.md §5.6): gasoil litres and natural gas kWh burnt by the company
// (scope 1), grid electricity kWh (scope 2, plus T&D losses in scope 3). A supplier-type entry gives the
// market-based scope 2 figure, reported beside the location-based one (GHG Protocol Scope 2 Guidance).
import type { CompiledFactorSet } from '../factors/compiled-factor-set.ts';
import type { FactorLookup } from '../factors/factor-lookup.ts';
import type { SupplierTypeEntry } from '../factors/factor-set.ts';
import { unitOf } from '../factors/factor-units.ts';
import { parseQuantity } from '../input/parse-quantity.ts';
import type { ConsumptionInput, SupplierOwnFactor } from '../input/input-types.ts';
import { fail, type CalculationError } from '../result/calculation-error.ts';
import type { ConsumptionResult, FactorUsed } from '../result/result-types.ts';
import { factorFigures } from './factor-figures.ts';
import { electricityFigures } from './energy-factors.ts';
import { ttwScope } from './stage-result.ts';

interface SupplierFactor {
  /** kg CO2e per kWh. */
  readonly perKwh: number;
  readonly used: readonly FactorUsed[];
}

export interface ConsumptionFactors {
  /** By supplier name; '' holds the entry without a supplier (any electricity supplier). */
  readonly electricitySuppliers: ReadonlyMap<string, SupplierFactor>;
}

export function compileConsumptionFactors(lookup: FactorLookup): ConsumptionFactors {
  const suppliers = new Map<string, SupplierFactor>();
  const { CH4, N2O } = lookup.set.gwp;
  // The spec offers a supplier for electricity only (docs/spec/part-2.md §2.5), so only those entries are read.
  for (const entry of lookup.set.supplier_type_reviews.filter((e: SupplierTypeEntry) => e.type === 'electricity')) {
    const label = `${entry.supplier ?? '*'}/${entry.type}`;
    suppliers.set(
      entry.supplier ?? '',
      Object.freeze({
        perKwh: entry.A1 + (entry.B1 / 1000) * CH4 + (entry.C1 / 1000) * N2O,
        used: Object.freeze([
          lookup.entryUsed('supplier_type_reviews', label, 'A1', entry.A1, 'kg CO2/kWh'),
          lookup.entryUsed('supplier_type_reviews', label, 'B1', entry.B1, 'g CH4/kWh'),
          lookup.entryUsed('supplier_type_reviews', label, 'C1', entry.C1, 'g N2O/kWh'),
          lookup.gwpUsed('CH4'),
          lookup.gwpUsed('N2O'),
        ]),
      }),
    );
  }
  return Object.freeze({ electricitySuppliers: suppliers });
}

/** A supplier's own factor, converted with the set's GWPs; its source is the supplier's disclosure. */
function ownSupplierFactor(name: string, factor: SupplierOwnFactor, factorSet: CompiledFactorSet): SupplierFactor {
  const { gwp, gwp_basis: basis } = factorSet.factorSet;
  const record = (coefficient: string, value: number, unit: string): FactorUsed =>
    Object.freeze({ key: `supplier[${name}].${coefficient}`, value, unit, source: factor.source || name });
  return {
    perKwh: factor.A1 + (factor.B1 / 1000) * gwp.CH4 + (factor.C1 / 1000) * gwp.N2O,
    used: [
      record('A1', factor.A1, 'kg CO2/kWh'),
      record('B1', factor.B1, 'g CH4/kWh'),
      record('C1', factor.C1, 'g N2O/kWh'),
      Object.freeze({ key: 'gwp.CH4', value: gwp.CH4, unit: unitOf('gwp.'), source: basis }),
      Object.freeze({ key: 'gwp.N2O', value: gwp.N2O, unit: unitOf('gwp.'), source: basis }),
    ],
  };
}

export function calculateConsumption(
  consumption: ConsumptionInput,
  factorSet: CompiledFactorSet,
  onlyScope3: boolean,
): ConsumptionResult | CalculationError {
  const quantity = parseQuantity(consumption.quantity, 'quantity');
  if (typeof quantity !== 'number') return quantity;
  const { energy } = factorSet;
  // Consumptions are the company's own by definition; only_scope3 companies report everything in scope 3.
  switch (consumption.type) {
    case 'gasoil':
    case 'natural_gas': {
      const factor = consumption.type === 'gasoil' ? energy.gasoil : energy.naturalGas;
      const f = factorFigures(quantity, factor, ttwScope('own', onlyScope3, false));
      return { ok: true, id: consumption.id, type: consumption.type, method: 'metered', quantity, ...f, scope2_market_based: null, factors_used: factor.used };
    }
    case 'electricity': {
      const f = electricityFigures(quantity, energy, ttwScope('own', onlyScope3, true));
      const suppliers = factorSet.consumption.electricitySuppliers;
      const own = consumption.supplier_factor ? ownSupplierFactor(consumption.supplier ?? '', consumption.supplier_factor, factorSet) : undefined;
      const supplier = own ?? (consumption.supplier ? suppliers.get(consumption.supplier) : undefined) ?? suppliers.get('');
      const marketBased = supplier && !onlyScope3 ? quantity * supplier.perKwh : null;
      const used = supplier ? [...energy.gridUsed, ...supplier.used] : energy.gridUsed;
      return { ok: true, id: consumption.id, type: 'electricity', method: 'metered', quantity, ...f, scope2_market_based: marketBased, factors_used: used };
    }
    default:
      return fail('type', 'invalid_choice');
  }
}

import type { ConsumptionInput, VoyageInput } from '@huella/contracts';
import type { TenantContext } from '../http/tenant-context.ts';
import { createConsumption } from '../resources/reports/consumptions/service.ts';
import { consolidateReport, createReport } from '../resources/reports/service.ts';
import { createVoyage } from '../resources/reports/voyages/service.ts';
import type { Db } from './connection.ts';
import { demoContext } from './demo-context.ts';
import { findDemoLookups, type DemoLookupIds } from './demo-lookups.ts';

// A new demo database gets consumption reports (docs/spec/part-2.md §2.4–§2.6) beside its transport reports, made
// through the same services as the API from the demo company's lookups (demo-lookups.ts), so their figures are
// real calculations: gas oil, natural gas and electricity (one supplier with its own market-based factor), and
// company-car voyages, over 2025 and 2026, the first quarter consolidated.

interface DemoReport {
  project_name: string;
  project_reference: string;
  date: string;
  consumptions: ConsumptionInput[];
  voyages: VoyageInput[];
  consolidate?: true;
}

/** A quarter of the company's energy and fleet: sites' fuel, gas and power, and the cars' trips. */
function demoReports(ids: DemoLookupIds): DemoReport[] {
  const { centers: center, suppliers: supplier, cars: car, accounts: account } = ids;
  const energy = (type: ConsumptionInput['type'], date: string, quantity: number, extra: Partial<ConsumptionInput> = {}): ConsumptionInput => ({
    type,
    date,
    quantity,
    account: account.energy,
    tags: {},
    ...extra,
  });
  const trip = (carId: number, date: string, distance: number, centerId: number): VoyageInput => ({
    car: carId,
    date,
    distance,
    center: centerId,
    account: account.fleet,
    tags: {},
  });
  return [
    {
      project_name: 'Sites and fleet Q1 2025',
      project_reference: 'ENERGY-2025-Q1',
      date: '2025-03-31',
      consolidate: true,
      consumptions: [
        energy('gasoil', '2025-03-31', 1850, { center: center.valencia, tags: { cost_center: 'VLC' } }),
        energy('natural_gas', '2025-03-31', 12_400, { center: center.madrid, tags: { cost_center: 'MAD' } }),
        energy('electricity', '2025-03-31', 38_500, { center: center.valencia, supplier: supplier.iberdrola, tags: { cost_center: 'VLC' } }),
      ],
      voyages: [trip(car.golf, '2025-02-14', 640, center.madrid), trip(car.model3, '2025-03-03', 410, center.valencia)],
    },
    {
      project_name: 'Sites and fleet Q3 2025',
      project_reference: 'ENERGY-2025-Q3',
      date: '2025-09-30',
      consumptions: [
        energy('gasoil', '2025-09-30', 1620, { center: center.valencia }),
        energy('electricity', '2025-09-30', 21_300, { center: center.madrid }),
      ],
      voyages: [trip(car.corolla, '2025-07-22', 880, center.valencia), trip(car.golf, '2025-09-08', 515, center.madrid)],
    },
    {
      project_name: 'Sites and fleet Q1 2026',
      project_reference: 'ENERGY-2026-Q1',
      date: '2026-03-31',
      consumptions: [
        energy('natural_gas', '2026-03-31', 11_900, { center: center.madrid }),
        energy('electricity', '2026-03-31', 36_200, { center: center.valencia, supplier: supplier.iberdrola }),
      ],
      voyages: [trip(car.model3, '2026-01-19', 520, center.valencia)],
    },
    {
      project_name: 'Sites and fleet Q2 2026',
      project_reference: 'ENERGY-2026-Q2',
      date: '2026-06-30',
      consumptions: [
        energy('gasoil', '2026-06-30', 1400, { center: center.valencia }),
        energy('electricity', '2026-06-30', 19_800, { center: center.madrid }),
      ],
      voyages: [trip(car.corolla, '2026-05-12', 730, center.valencia), trip(car.golf, '2026-06-02', 290, center.madrid)],
    },
  ];
}

export async function seedDemoConsumptions(db: Db): Promise<void> {
  const ctx: TenantContext | null = await demoContext(db, 'demo.super');
  if (!ctx) return;
  const en = 'en' as const;
  for (const demo of demoReports(await findDemoLookups(db, ctx.companyId))) {
    const report = await createReport(db, ctx, en, { type: 'consumption', project_name: demo.project_name, project_reference: demo.project_reference, date: demo.date });
    for (const consumption of demo.consumptions) await createConsumption(db, ctx, en, report.id, consumption);
    for (const voyage of demo.voyages) await createVoyage(db, ctx, en, report.id, voyage);
    if (demo.consolidate) await consolidateReport(db, ctx, en, report.id);
  }
}

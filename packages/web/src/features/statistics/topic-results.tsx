import type { StatisticsTopic } from '@huella/contracts';
import { BreakdownResults } from './breakdown-results.tsx';
import { ConsumptionResults } from './consumption-results.tsx';
import { GlobalResults } from './global-results.tsx';
import { ProjectsResults } from './projects-results.tsx';
import type { StatisticsValues } from './statistics-values.ts';
import { VehicleResults } from './vehicle-results.tsx';

/** The results a tab shows for the filters of its last refresh (docs/spec/part-2.md §2.7). */
export function TopicResults({ topic, values }: { topic: StatisticsTopic; values: StatisticsValues }) {
  switch (topic) {
    case 'global_emissions':
      return <GlobalResults values={values} />;
    case 'emissions_projects':
      return <ProjectsResults values={values} />;
    case 'emissions_materials':
    case 'emissions_tags':
      return <BreakdownResults topic={topic} values={values} />;
    case 'emissions_consumptions':
      return <ConsumptionResults values={values} />;
    case 'emissions_company_vehicles':
      return <VehicleResults values={values} />;
  }
}

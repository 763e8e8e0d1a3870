import { OPERATIONS_TOPICS, STATISTICS_TOPICS, type StatisticsTopic } from '@huella/contracts';

/** docs/spec/part-2.md §2.7, §6: the consumption and company-vehicle tabs are not for only_scope3 companies. */
export function visibleTopics(onlyScope3: boolean): StatisticsTopic[] {
  return STATISTICS_TOPICS.filter((topic) => !onlyScope3 || !OPERATIONS_TOPICS.includes(topic));
}

/** The tab a `?tab=` names, when the company has it; else the first. */
export function chosenTopic(requested: string | null, topics: readonly StatisticsTopic[]): StatisticsTopic {
  return topics.find((topic) => topic === requested) ?? topics[0] ?? 'global_emissions';
}

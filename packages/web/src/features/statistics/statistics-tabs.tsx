import { enumLabel, toLabelLanguage, type StatisticsTopic } from '@huella/contracts';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatisticsTab } from './statistics-tab.tsx';
import { chosenTopic, visibleTopics } from './statistics-topics.ts';
import { TabCarousel } from './tab-carousel.tsx';

export interface StatisticsTabsProps {
  onlyScope3: boolean;
  allowedTags: readonly string[];
}

/**
 * docs/spec/part-2.md §2.7: one tab per topic; the open one is in the address (`?tab=`), so it can be bookmarked and
 * comes back with the browser's Back. A tab is built the first time it opens and then kept with its filters and
 * figures, so switching back and forth asks nothing again.
 */
export function StatisticsTabs({ onlyScope3, allowedTags }: StatisticsTabsProps) {
  const { i18n } = useTranslation();
  const topics = visibleTopics(onlyScope3);
  const [searchParams, setSearchParams] = useSearchParams();
  const active = chosenTopic(searchParams.get('tab'), topics);
  const [opened, setOpened] = useState<ReadonlySet<StatisticsTopic>>(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set([...opened, active]));
  const label = (topic: StatisticsTopic) => enumLabel('statistics_topic', topic, toLabelLanguage(i18n.language));

  return (
    <Tabs
      value={active}
      // Four tabs share the width (tab-carousel.tsx): a long name wraps rather than being cut.
      styles={{ tabLabel: { whiteSpace: 'normal', textAlign: 'center' } }}
      onChange={(value) => {
        const topic = topics.find((candidate) => candidate === value);
        if (topic) setSearchParams({ tab: topic }, { replace: true });
      }}
    >
      <TabCarousel topics={topics} active={active} label={label} />
      {topics.map((topic) => (
        <Tabs.Panel key={topic} value={topic} pt="md">
          {opened.has(topic) ? <StatisticsTab topic={topic} allowedTags={allowedTags} /> : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

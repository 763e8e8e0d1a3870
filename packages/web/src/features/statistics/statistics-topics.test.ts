import { STATISTICS_TOPICS } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { chosenTopic, visibleTopics } from './statistics-topics.ts';

describe('visibleTopics', () => {
  it('gives every company the six tabs but only-scope-3 ones, which have no consumptions or company vehicles', () => {
    expect(visibleTopics(false)).toEqual([...STATISTICS_TOPICS]);
    expect(visibleTopics(true)).toEqual(['global_emissions', 'emissions_projects', 'emissions_materials', 'emissions_tags']);
  });
});

describe('chosenTopic', () => {
  it('opens the tab the address names when the company has it, else the first', () => {
    expect(chosenTopic('emissions_tags', visibleTopics(false))).toBe('emissions_tags');
    expect(chosenTopic('emissions_consumptions', visibleTopics(true))).toBe('global_emissions');
    expect(chosenTopic(null, visibleTopics(false))).toBe('global_emissions');
    expect(chosenTopic('nonsense', visibleTopics(false))).toBe('global_emissions');
  });
});

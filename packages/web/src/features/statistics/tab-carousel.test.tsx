// @vitest-environment jsdom
import { STATISTICS_TOPICS, type StatisticsTopic } from '@huella/contracts';
import { Tabs } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PHONE_QUERY } from './carousel-paging.ts';
import { visibleTopics } from './statistics-topics.ts';
import { TabCarousel } from './tab-carousel.tsx';

function Carousel({ topics }: { topics: readonly StatisticsTopic[] }) {
  const [active, setActive] = useState<StatisticsTopic>(topics[0] ?? 'global_emissions');
  return (
    <Tabs value={active} onChange={(value) => setActive(topics.find((topic) => topic === value) ?? active)}>
      <TabCarousel topics={topics} active={active} label={(topic) => topic} />
    </Tabs>
  );
}

const list = () => screen.getByRole('tablist', { name: 'Statistics topics' });
const offset = () => list().style.transform;

describe('TabCarousel', () => {
  it('keeps every tab in the tab list and moves the window of four with its arrows', () => {
    renderWithProviders(<Carousel topics={STATISTICS_TOPICS} />);
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    const previous = screen.getByRole('button', { name: 'Show the previous topics' });
    const next = screen.getByRole('button', { name: 'Show the next topics' });
    expect(previous).toHaveProperty('disabled', true);
    expect(offset()).toBe('translateX(calc(-0 * 25%))');
    fireEvent.click(next);
    fireEvent.click(next);
    expect(offset()).toBe('translateX(calc(-2 * 25%))');
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(previous);
    expect(offset()).toBe('translateX(calc(-1 * 25%))');
  });

  it('brings the tab the arrow keys open into view', () => {
    renderWithProviders(<Carousel topics={STATISTICS_TOPICS} />);
    const first = screen.getByRole('tab', { name: 'global_emissions' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'emissions_company_vehicles' }).getAttribute('aria-selected')).toBe('true');
    expect(offset()).toBe('translateX(calc(-2 * 25%))');
  });

  it('has no arrows for the four tabs of an only-scope-3 company', () => {
    renderWithProviders(<Carousel topics={visibleTopics(true)} />);
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show the next topics' })).toBeNull();
  });

  it('shows two tabs at a time on a phone, so no topic name breaks mid-word', () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === PHONE_QUERY });
    try {
      renderWithProviders(<Carousel topics={visibleTopics(true)} />);
      const next = screen.getByRole('button', { name: 'Show the next topics' });
      fireEvent.click(next);
      fireEvent.click(next);
      expect(offset()).toBe('translateX(calc(-2 * 50%))');
      expect(next).toHaveProperty('disabled', true);
    } finally {
      window.matchMedia = desktop;
    }
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ShareChart, type ChartSlice } from './share-chart.tsx';

const slice = (key: string, name: string, kg: number, share: number): ChartSlice => ({ key, name, color: '#1971c2', kg, share });

describe('ShareChart', () => {
  it('draws a wedge per emitting part, named with its tonnes on hover, and lists every part with its share', () => {
    renderWithProviders(
      <ShareChart
        slices={[slice('a', '1. Sea: Shanghai → Rotterdam', 7000, 0.7), slice('b', '2. Overland: Rotterdam → Madrid', 3000, 0.3), slice('c', 'Warehouse 1: Madrid', 0, 0)]}
      />,
    );
    const pie = screen.getByTestId('share-pie');
    expect(pie.getAttribute('aria-hidden')).toBe('true');
    expect([...pie.querySelectorAll('path > title')].map((title) => title.textContent)).toEqual([
      '1. Sea: Shanghai → Rotterdam · 7.0000 t',
      '2. Overland: Rotterdam → Madrid · 3.0000 t',
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1. Sea: Shanghai → Rotterdam70.0%',
      '2. Overland: Rotterdam → Madrid30.0%',
      'Warehouse 1: Madrid0.0%',
    ]);
  });

  it('draws a lone part as a whole circle', () => {
    renderWithProviders(<ShareChart slices={[slice('a', '1. Air: Madrid → New York', 1234.5, 1)]} />);
    const pie = screen.getByTestId('share-pie');
    expect(pie.querySelectorAll('path')).toHaveLength(0);
    expect(pie.querySelector('circle > title')?.textContent).toBe('1. Air: Madrid → New York · 1.2345 t');
  });
});

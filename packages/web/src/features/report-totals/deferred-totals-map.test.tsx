// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DeferredTotalsMap } from './deferred-totals-map.tsx';

vi.mock('./totals-map.tsx', () => ({ TotalsMap: () => <p>the map</p> }));

/** jsdom has no IntersectionObserver: this one tells the page when the test says the box nears the screen. */
let comeNear: () => void = () => undefined;
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        comeNear = () => this.report([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('DeferredTotalsMap', () => {
  it('loads the map only once its box nears the screen', async () => {
    renderWithProviders(<DeferredTotalsMap stages={[]} storages={[]} />);
    // Time enough for a lazily imported module to arrive, had it been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('the map')).toBeNull();
    await act(async () => comeNear());
    expect(await screen.findByText('the map')).toBeTruthy();
  });
});

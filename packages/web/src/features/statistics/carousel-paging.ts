/** docs/spec/part-2.md §9: the tab bar shows four tabs at a time. */
export const CAROUSEL_SIZE = 4;
/** On a phone a quarter of the bar is narrower than a topic's longest word: two at a time, so no word breaks. */
export const PHONE_CAROUSEL_SIZE = 2;
/** Mantine's `xs` breakpoint, below which the page is laid out for a phone. */
export const PHONE_QUERY = '(max-width: 36em)';

/** The window of tabs on view: `first` is the index of its leftmost tab. */
export interface CarouselWindow {
  first: number;
  count: number;
  size: number;
}

/** The largest `first`: the window then ends at the last tab. */
function lastFirst({ count, size }: Omit<CarouselWindow, 'first'>): number {
  return Math.max(0, count - size);
}

/** A window that never runs past either end. */
export function clampFirst(window: CarouselWindow): number {
  return Math.min(Math.max(0, window.first), lastFirst(window));
}

/** docs/spec/part-2.md §2.7, §6: arrows only when some tabs are out of view (never for only_scope3's four). */
export function hasArrows({ count, size }: Omit<CarouselWindow, 'first'>): boolean {
  return count > size;
}

export function canStep(window: CarouselWindow, delta: -1 | 1): boolean {
  return delta < 0 ? window.first > 0 : window.first < lastFirst(window);
}

/** The window moved by one tab (an arrow button, a turn of the mouse wheel). */
export function step(window: CarouselWindow, delta: -1 | 1): number {
  return clampFirst({ ...window, first: window.first + delta });
}

/** The smallest move that brings tab `index` into view, e.g. when the keyboard moves onto a tab out of view. */
export function reveal(window: CarouselWindow, index: number): number {
  if (index < window.first) return clampFirst({ ...window, first: index });
  if (index >= window.first + window.size) return clampFirst({ ...window, first: index - window.size + 1 });
  return clampFirst(window);
}

/** One tab per wheel turn, in the direction of the larger movement; none for a still wheel. */
export function wheelDelta(deltaX: number, deltaY: number): -1 | 0 | 1 {
  const delta = Math.abs(deltaX) > Math.abs(deltaY) ? deltaX : deltaY;
  if (delta === 0) return 0;
  return delta > 0 ? 1 : -1;
}

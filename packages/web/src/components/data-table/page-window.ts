/** docs/spec/part-1.md §9: the pager shows the current page and up to two pages each side. */
export const PAGE_WINDOW_RADIUS = 2;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageWindow(current: number, pages: number, radius = PAGE_WINDOW_RADIUS): number[] {
  const first = Math.max(1, current - radius);
  const last = Math.min(pages, current + radius);
  const window: number[] = [];
  for (let page = first; page <= last; page += 1) window.push(page);
  return window;
}

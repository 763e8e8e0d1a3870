import type { Page } from '@playwright/test';

/** One layout shift: its score and, for a failure message, what moved from where to where. */
export interface LayoutShift {
  value: number;
  /** Milliseconds since the navigation started. */
  time: number;
  sources: string[];
}

/** The Layout Instability API's entry, which TypeScript's DOM library does not describe yet. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** What the page keeps under `window.huellaLayoutShifts`. */
interface ShiftRecorder {
  shifts: LayoutShift[];
  /** Adds the shifts the observer has queued but not yet handed over. */
  flush: () => void;
}

interface RecorderHolder {
  huellaLayoutShifts?: ShiftRecorder;
}

/**
 * Records every layout shift of the pages `page` opens from now on, from their first frame: a PerformanceObserver
 * set up before the app's own scripts run, so no shift of the first render is missed.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShiftEntry[]) {
        // Shifts right after a click or a key press are the user's doing; CLS leaves them out, and so do we.
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
            const [from, to] = [previousRect, currentRect].map((r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`);
            const classes = node instanceof Element ? Array.from(node.classList).slice(0, 2).join(' ') : '';
            const name = node instanceof Element ? `<${node.localName}${classes ? ` class="${classes}"` : ''}>` : (node?.nodeName ?? '(gone)');
            const text = (node?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
            return `${name} "${text}" ${from} → ${to}`;
          }),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    const recorder: ShiftRecorder = { shifts, flush: () => record(observer.takeRecords()) };
    (window as unknown as RecorderHolder).huellaLayoutShifts = recorder;
  });
}

/** The layout shifts recorded so far on the open page, once the frames already due are painted. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    // A shift is reported after the frame that shows it: two frames later every change made so far has been painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const recorder = (window as unknown as RecorderHolder).huellaLayoutShifts;
    if (!recorder) throw new Error('recordLayoutShifts was not called before the page was opened');
    recorder.flush();
    return recorder.shifts;
  });
}

/**
 * The page's layout shift so far: the plain sum of its shifts. Lighthouse's CLS is the largest sum of shifts less
 * than a second apart (within five seconds), never more than this, so a page under a limit here is under it there.
 */
export function totalShift(shifts: LayoutShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}

/** The shifts as lines for a failure message. */
export function describeShifts(shifts: LayoutShift[]): string {
  return shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.time} ms: ${shift.sources.join('; ')}`).join('\n');
}

import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's serious and critical findings on the page as it is now (WCAG 2.1 A/AA and best practice). */
export async function seriousViolations(page: Page) {
  // A dialog still fading in has half-transparent text, which axe reads as too little contrast: wait for the
  // page's transitions and animations to end first (finite ones only; a spinner's never does). A transition may
  // start a frame or two after the dialog is in the DOM (Mantine's pre-entering state), and one may start another,
  // so look again after two frames until none is running.
  await page.evaluate(async () => {
    for (let round = 0; round < 20; round += 1) {
      await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

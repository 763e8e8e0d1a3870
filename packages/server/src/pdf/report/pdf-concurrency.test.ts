import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test-support/multipart-form.ts';
import { readPdf } from '../../test-support/read-pdf.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPdfRenderer } from './render-pool.ts';

// Report PDFs are drawn in worker threads (render-pool.ts): while ten of them are drawn, a cheap request is
// answered in a fraction of the time one PDF takes, where drawing on the event loop held it behind them (with
// HUELLA_PDF_WORKERS=0 this test fails).
const STAGES = 120;
const PDFS = 10;

let t: TestApp;
let token: string;
let reportId: number;
beforeAll(async () => {
  t = await createTestApp({ HUELLA_PDF_WORKERS: '2' });
  token = await t.login('demo.super');
  const rows = Array.from({ length: STAGES }, (_, i) => `C${i % 10},${5 + (i % 10)},${100 + i * 3},groupage,customer-${i % 5}`);
  const csv = `cargo,cargo_weight,distance,vehicle_load_type,tag:customer\n${rows.join('\n')}\n`;
  const form = multipartForm({ project_name: 'Many stages', date: '2026-06-01', origin: 'Valencia', destination: 'Lyon' }, { road_overland_stages: csv });
  const created = await t.call(token, { method: 'POST', url: '/api/reports/', ...form });
  if (created.statusCode !== 201) throw new Error(created.body.slice(0, 300));
  reportId = created.json<{ id: number }>().id;
}, 120_000);
afterAll(() => t.close());

const extendedPdf = () => t.call(token, { method: 'POST', url: `/api/reports/${reportId}/pdf/`, payload: { type: 'extended' } });

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe('POST /api/reports/{id}/pdf/ under load', () => {
  it(`answers a cheap request while ${PDFS} PDFs are drawn, and every PDF is whole`, async () => {
    const alone = await timed(extendedPdf);
    expect(alone.value.statusCode).toBe(200);

    let drawn = 0;
    const pdfs = Array.from({ length: PDFS }, () => extendedPdf().then((res) => ((drawn += 1), res)));
    // Let the PDFs read their figures and start drawing, then ask for the company's materials.
    await new Promise((resolve) => setTimeout(resolve, alone.ms / 4));
    const cheap = await timed(() => t.call(token, { method: 'GET', url: '/api/commodities/' }));
    const drawnMeanwhile = drawn;
    const answers = await Promise.all(pdfs);

    expect(cheap.value.statusCode).toBe(200);
    expect(drawnMeanwhile, 'the cheap request waited for the PDFs').toBeLessThan(PDFS);
    expect(cheap.ms, `a lone PDF took ${alone.ms.toFixed(0)} ms`).toBeLessThan(alone.ms / 2);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(readPdf(res.rawPayload).text).toContain('Many stages');
    }
  }, 120_000);

  it('refuses a PDF at once (503, Retry-After) when the queue is full, and a failed drawing leaves its worker drawing', async () => {
    const renderer = createPdfRenderer(1, 1);
    try {
      // A job the renderer cannot draw (no figures): it fails in the worker, which stays for the next one.
      const broken = { report: 'transport', kind: 'summary', language: 'en', input: {} } as unknown as Parameters<typeof renderer.render>[0];
      const [first, second, third] = await Promise.allSettled([renderer.render(broken), renderer.render(broken), renderer.render(broken)]);
      expect(first.status).toBe('rejected');
      expect(String((first as PromiseRejectedResult).reason)).toMatch(/TypeError/);
      expect(String((second as PromiseRejectedResult).reason)).toMatch(/TypeError/);
      // One drawn, one waiting: the third is refused without waiting.
      expect((third as PromiseRejectedResult).reason).toMatchObject({ code: 'unavailable', headers: { 'retry-after': '10' } });
    } finally {
      await renderer.close();
    }
  });
});

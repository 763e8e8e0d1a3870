import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../test-support/read-pdf.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pdfText = (pdf: Buffer) => readPdf(pdf).text;

describe('GET /pdf/flyer-{language}.pdf', () => {
  it('serves a one-page English flyer without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pdf/flyer-en.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const phrase of ['Greenhouse-gas accounting for logistics companies', 'ISO 14083', 'CO₂', 'Scopes 1, 2 and 3', 'Consolidation', 'Exports', 'Statistics']) {
      expect(text).toContain(phrase);
    }
    expect(text.split('\f').filter((page) => page.trim())).toHaveLength(1);
  });

  it('serves the Spanish flyer with its accents intact', async () => {
    const text = pdfText((await t.app.inject({ method: 'GET', url: '/pdf/flyer-es.pdf' })).rawPayload);
    for (const phrase of ['Contabilidad de gases de efecto invernadero', 'Consolidación', 'Estadísticas', 'Solicite una demostración']) {
      expect(text).toContain(phrase);
    }
  });

  it('answers 404 for a language it has no flyer in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pdf/flyer-fr.pdf' })).statusCode).toBe(404);
  });
});

import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../test-support/read-pdf.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { guideShotPath } from './render-user-guide.ts';
import { GUIDE_CONTENT, GUIDE_SHOTS } from './user-guide-content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function guide(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { ...readPdf(res.rawPayload), disposition: String(res.headers['content-disposition']) };
}

describe('GET /pdf/user-guide-{en,sp}.pdf', () => {
  it('has a screenshot of the real app for every step, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      expect(GUIDE_CONTENT[language].steps.map((step) => step.shot)).toEqual([...GUIDE_SHOTS]);
      for (const shot of GUIDE_SHOTS) expect(existsSync(guideShotPath(language, shot)), `${language}/${shot}.jpg`).toBe(true);
    }
  });

  it('serves the English guide without a token: every step, its picture and page numbers', async () => {
    const { text, pages, images, disposition } = await guide('/pdf/user-guide-en.pdf');
    expect(disposition).toContain('huella-user-guide-en.pdf');
    for (const phrase of ['Huella user guide', '1. Sign in', '3. The report list', '5. Stages and warehouses', '6. Totals', '8. Consolidation', '9. Export', 'ISO 14083', 'CO₂ equivalent']) {
      expect(text).toContain(phrase);
    }
    expect(images).toBe(GUIDE_SHOTS.length);
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('serves the Spanish guide under the spec\'s name "sp", with its accents intact', async () => {
    const { text, images, pages } = await guide('/pdf/user-guide-sp.pdf');
    for (const phrase of ['Guía de usuario de Huella', '1. Acceso', '4. Un informe de transporte', '8. Consolidación', '9. Exportación', 'Cómo calcula Huella']) {
      expect(text).toContain(phrase);
    }
    expect(images).toBe(GUIDE_SHOTS.length);
    expect(text).toContain(`Página ${pages} de ${pages}`);
  });

  it('answers 404 for a language it has no guide in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pdf/user-guide-fr.pdf' })).statusCode).toBe(404);
  });
});

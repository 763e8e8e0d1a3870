import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzTarget, runFuzz, type FuzzReport, type FuzzTarget } from '../test-support/fuzz-session.ts';

// A fixed-seed sample of the OpenAPI fuzz (issue #20); `node --import tsx bench/api-fuzz.ts --runs 10000` is the
// full run. Every operation of the document, as anonymous, a wrong token and each role, with hostile paths,
// queries and bodies: the answer is a 2xx, or a 4xx whose body is DRF-style JSON, and it comes.

const RUNS = 1000;
const SEED = 20261125;

let target: FuzzTarget & Parameters<typeof runFuzz>[0];
let report: FuzzReport;
beforeAll(async () => {
  target = await createFuzzTarget();
  report = await runFuzz(target, { runs: RUNS, seed: SEED, timeoutMs: 20_000 });
}, 180_000);
afterAll(() => target.close());

const listed = (problems: string[]) =>
  report.findings
    .filter((f) => problems.includes(f.problem))
    .map((f) => `${f.status ?? f.problem} × ${f.count} on ${Object.keys(f.routes).join(', ')}: ${f.message}\n  e.g. ${f.example}`);

describe('requests generated from the OpenAPI document', () => {
  it('sends every request of the sample', () => {
    expect(report.sent).toBe(RUNS);
  });

  it('never answers 5xx, hangs or breaks off an answer', () => {
    expect(listed(['server_error', 'timeout', 'broken_stream'])).toEqual([]);
  });

  it('answers every refusal with a DRF-style JSON body', () => {
    expect(listed(['bad_error_body', 'unexpected_status'])).toEqual([]);
  });

  it('answers only statuses and media types the document lists for the operation', () => {
    expect(listed(['undocumented_status', 'undocumented_media_type'])).toEqual([]);
  });
});

describe('a path the router cannot read', () => {
  it.each(['/api/reports/%zz/', '/api/reports/%C0%AF/totals/', `/api/commodities/${'9'.repeat(300)}/`, `/pdf/flyer-${'x'.repeat(300)}.pdf`])(
    'answers 404 with a detail, as for an unknown id: %s',
    async (url) => {
      const res = await target.t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    },
  );
});

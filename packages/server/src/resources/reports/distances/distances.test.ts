import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.user']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(who: string, url: string, payload: object) {
  const res = await t.call(tokens[who] as string, { method: 'POST', url, payload });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
}

const MADRID = { lat: 40.4168, lng: -3.7038 };
const PARIS = { lat: 48.8566, lng: 2.3522 };

async function newReport(): Promise<Json> {
  const res = await call('demo.super', '/api/reports/', { project_name: 'Steel to Lyon', date: '2026-03-10', origin: 'Valencia', destination: 'Lyon' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('POST …/get_distance/', () => {
  it('adds the air uplift to the great circle and names bad coordinates field by field', async () => {
    const report = await newReport();
    const url = `/api/reports/${report.id}/air-stages/get_distance/`;
    const air = await call('demo.user', url, { origin: MADRID, destination: PARIS });
    expect(air.body).toMatchObject({ method: 'gcd', factors_used: [{ key: 'air.distance_uplift_km', value: 95 }] });
    expect(air.body.distance).toBeGreaterThan(1053 + 95 - 2);
    expect(air.body.distance).toBeLessThan(1053 + 95 + 2);
    const bad = await call('demo.user', url, { origin: { lat: 91, lng: 0 }, destination: { lat: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).toSorted()).toEqual(['destination.lat', 'destination.lng', 'origin.lat']);
    const missing = await call('demo.user', `/api/reports/${report.id}/nautical-stages/get_distance/`, { port_origin: 'ESVLC' });
    expect(missing).toMatchObject({ status: 400, body: { port_destination: ['This field is required.'] } });
  });
});

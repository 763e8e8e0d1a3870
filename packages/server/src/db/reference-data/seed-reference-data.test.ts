import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { seed } from '../seed.ts';
import { referenceDataVersions } from '../schema.ts';

const TABLES = [
  'countries',
  'ports',
  'airports',
  'road_vehicles',
  'rail_vehicles',
  'ship_types',
  'aircraft_families',
  'aircraft_models',
  'reviews',
  'road_vehicle_reviews',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Db is typed for both drivers; both answer `{ rows }`.
const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as { rows: T[] }).rows;

/** Row count and a checksum of (id, natural key) per table: equal snapshots mean no row was added, lost or renumbered. */
async function snapshot(): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const table of TABLES) {
    const [row] = await rowsOf(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by id), '')) as digest from ${table} t`),
    );
    result[table] = row;
  }
  return result;
}

const reseed = () => seed(t.db, { demo: true, demoPassword: 'unused-password' });

describe('reference data seed', () => {
  it('changes nothing when run again on a seeded database', async () => {
    const before = await snapshot();
    const result = await reseed();
    expect(result.createdLogins).toBeNull();
    expect(await snapshot()).toEqual(before);
  });

  it('rewrites every data set in place, keeping ids, when the recorded versions do not match', async () => {
    const before = await snapshot();
    await t.db.update(referenceDataVersions).set({ hash: 'stale' });
    await t.db.execute(sql`update reviews set content_hash = 'stale' where builtin_key = 'desnz-2025'`);
    await reseed();
    const after = await snapshot();
    // A rewritten review gets its entries anew (same content, new entry ids); the review keeps its id.
    expect(after.road_vehicle_reviews).toMatchObject({ n: (before.road_vehicle_reviews as { n: number }).n });
    expect({ ...after, road_vehicle_reviews: null }).toEqual({ ...before, road_vehicle_reviews: null });
  });

  it('repairs a changed row from the source', async () => {
    await t.db.execute(sql`update ports set name = 'Wrong' where locode = 'ESVLC'`);
    await t.db.update(referenceDataVersions).set({ hash: 'stale' });
    await reseed();
    expect(await rowsOf(sql`select name from ports where locode = 'ESVLC'`)).toEqual([{ name: 'Valencia' }]);
  });

  it('gives a database made before the Spanish names them on its next start, default materials included', async () => {
    // As migration 0005 leaves a database created before it: the columns empty, the versions those of then.
    for (const table of ['road_vehicles', 'rail_vehicles', 'ship_types', 'aircraft_families', 'commodities']) {
      await t.db.execute(sql.raw(`update ${table} set name_es = null`));
    }
    await t.db.execute(sql`update commodities set description_es = null`);
    await t.db.execute(sql`insert into commodities (company_id, name, description)
      select id, 'Frozen food', 'Our own words' from companies where name = 'Scope Three Forwarding'`);
    await t.db.update(referenceDataVersions).set({ hash: 'before-0005' });
    await reseed();
    const missing = await rowsOf(sql`select 'road' as t, name from road_vehicles where name_es is null
      union all select 'rail', name from rail_vehicles where name_es is null
      union all select 'ship', name from ship_types where name_es is null
      union all select 'family', name from aircraft_families where name_es is null`);
    expect(missing).toEqual([]);
    expect(await rowsOf(sql`select name_es from road_vehicles where name = 'Rigid truck 17-26 t'`)).toEqual([{ name_es: 'Camión rígido 17-26 t' }]);
    expect(await rowsOf(sql`select name, name_es, description_es from commodities where name in ('Electronics', 'Frozen food') order by name, name_es`)).toEqual([
      { name: 'Electronics', name_es: 'Electrónica', description_es: 'Electrónica de consumo, paletizada' },
      { name: 'Frozen food', name_es: 'Alimentos congelados', description_es: 'Alimentos a temperatura controlada' },
      // A material the company described in its own words keeps the one name it was given.
      { name: 'Frozen food', name_es: null, description_es: null },
    ]);
  });
});

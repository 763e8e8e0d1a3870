import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { seedDemoLookups } from './demo-lookups.ts';
import { accounts, carFamilies, cars, centers, companies, suppliers } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const first = async <T>(rows: Promise<T[]>) => (await rows)[0];

describe('seedDemoLookups', () => {
  it("answers the ids of the rows it created, each by the name the demo's reports use", async () => {
    const [company] = await t.db.insert(companies).values({ name: 'Lookup Demo' }).returning();
    const ids = await seedDemoLookups(t.db, company!.id);
    expect(await first(t.db.select({ name: centers.name, hseq: centers.hseqCode }).from(centers).where(eq(centers.id, ids.centers.madrid)))).toEqual({
      name: 'Madrid office',
      hseq: 'MAD-01',
    });
    expect(await first(t.db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, ids.suppliers.naturgy)))).toEqual({ name: 'Naturgy' });
    expect(await first(t.db.select({ model: carFamilies.model }).from(carFamilies).where(eq(carFamilies.id, ids.carFamilies.leon)))).toEqual({ model: 'Leon TGI' });
    expect(await first(t.db.select({ plate: cars.plate, family: cars.carFamilyId, center: cars.centerId }).from(cars).where(eq(cars.id, ids.cars.golf)))).toEqual({
      plate: '5678DEF',
      family: ids.carFamilies.golf,
      center: ids.centers.madrid,
    });
    expect(await first(t.db.select({ code: accounts.code }).from(accounts).where(eq(accounts.id, ids.accounts.fleet)))).toEqual({ code: '6290' });
    const owned = await t.db.select({ companyId: centers.companyId }).from(centers).where(inArray(centers.id, Object.values(ids.centers)));
    expect(owned.every((row) => row.companyId === company!.id)).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../resources/auth/password-hash.ts';
import type { Db, Tx } from './connection.ts';
import { seedDemoLookups } from './demo-lookups.ts';
import { seedDefaultReview } from './reference-data/seed-default-review.ts';
import { seedReferenceData } from './reference-data/seed-reference-data.ts';
import { vehicleFiles } from './reference-data/vehicle-files.ts';
import { commodities, companies, users } from './schema.ts';

export interface SeedOptions {
  demo: boolean;
  demoPassword: string | undefined;
}

export interface SeedResult {
  /** Set only when this run created the first users: the logins to print. */
  createdLogins: { usernames: string[]; password: string; generated: boolean } | null;
}

/** Idempotent: reference data every time; the platform company and demo data only on a new database. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await seedReferenceData(tx);
    const createdLogins = await seedAccounts(tx, options);
    // After the accounts: the default review belongs to the platform company.
    await seedDefaultReview(tx);
    return { createdLogins };
  });
}

async function seedAccounts(tx: Tx, options: SeedOptions): Promise<SeedResult['createdLogins']> {
  const [row] = await tx.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;

  const generated = !options.demoPassword;
  const password = options.demoPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);

  // On a new database the platform company is created first, so it gets id 1 as the spec expects.
  let [platform] = await tx.select().from(companies).where(eq(companies.platform, true)).limit(1);
  if (!platform) {
    [platform] = await tx
      .insert(companies)
      .values({ name: 'Huella Platform', platform: true, allowedTags: ['customer', 'order'] })
      .returning();
  }
  if (!platform) throw new Error('platform company not created');
  const logins: { username: string; name: string; role: 'super' | 'admin' | 'other'; companyId: number }[] = [
    { username: 'platform.super', name: 'Platform Administrator', role: 'super', companyId: platform.id },
  ];

  if (options.demo) {
    const [demo] = await tx
      .insert(companies)
      .values({ name: 'Demo Logistics', allowedTags: ['customer', 'order', 'cost_center'] })
      .returning();
    const [scope3] = await tx
      .insert(companies)
      .values({ name: 'Scope Three Forwarding', onlyScope3: true, allowedTags: ['customer'] })
      .returning();
    if (!demo || !scope3) throw new Error('demo companies not created');
    logins.push(
      { username: 'demo.super', name: 'Dana Super', role: 'super', companyId: demo.id },
      { username: 'demo.admin', name: 'Alex Admin', role: 'admin', companyId: demo.id },
      { username: 'demo.user', name: 'Olga User', role: 'other', companyId: demo.id },
      { username: 'scope3.super', name: 'Sam Scope', role: 'super', companyId: scope3.id },
    );
    // The shipped default materials, named in both languages (data/reference/materials.json).
    await tx.insert(commodities).values(
      vehicleFiles().materials.map((m) => ({
        companyId: demo.id,
        name: m.name,
        nameEs: m.name_es,
        description: m.description,
        descriptionEs: m.description_es,
      })),
    );
    await seedDemoLookups(tx, demo.id);
  }

  await tx.insert(users).values(
    logins.map((l) => ({
      ...l,
      email: `${l.username}@example.com`,
      passwordHash,
    })),
  );
  return { usernames: logins.map((l) => l.username), password, generated };
}

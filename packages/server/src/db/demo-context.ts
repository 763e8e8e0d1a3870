import { eq } from 'drizzle-orm';
import type { TenantContext } from '../http/tenant-context.ts';
import type { Db } from './connection.ts';
import { companies, users } from './schema.ts';

/** The tenant context of a seeded user, so the demo data is made through the same services as the API. */
export async function demoContext(db: Db, username: string): Promise<TenantContext | null> {
  const [row] = await db.select({ user: users, company: companies }).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(eq(users.username, username));
  if (!row) return null;
  const { user, company } = row;
  return {
    userId: user.id,
    companyId: company.id,
    role: user.role,
    tokenId: 0,
    company: {
      id: company.id,
      name: company.name,
      onlyScope3: company.onlyScope3,
      hasHseqConnection: company.hasHseqConnection,
      allowedTags: company.allowedTags,
      platform: company.platform,
    },
  };
}

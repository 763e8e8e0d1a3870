import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { authTokens, companies, users } from '../../db/schema.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes, hex: the client sees the token once; the database keeps its hash. */
export async function issueToken(db: Executor, userId: number, companyId: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.insert(authTokens).values({ keyHash: hashToken(token), userId, companyId });
  return token;
}

export async function findTokenOwner(db: Executor, token: string) {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      user: { id: users.id, role: users.role },
      company: {
        id: companies.id,
        name: companies.name,
        onlyScope3: companies.onlyScope3,
        hasHseqConnection: companies.hasHseqConnection,
        allowedTags: companies.allowedTags,
        platform: companies.platform,
      },
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(authTokens.keyHash, hashToken(token)))
    .limit(1);
  return row;
}

export async function touchToken(db: Executor, tokenId: number, at: Date): Promise<void> {
  await db.update(authTokens).set({ lastUsedAt: at }).where(eq(authTokens.id, tokenId));
}

export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/** Every token of a user except, optionally, the one making the request. */
export async function revokeUserTokens(db: Executor, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .delete(authTokens)
    .where(keepTokenId ? and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId)) : eq(authTokens.userId, userId));
}

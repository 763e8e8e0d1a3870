import { PUBLIC_MESSAGE_ORDERING, type InfoRequest, type ListQuery, type infoRequestInput } from '@huella/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { infoRequests } from '../../db/schema-public-site.ts';
import { deliveryStatus } from '../../mail/delivery-status.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { assertPlatformSuper, isBot, storeFormWithinRate } from '../../http/public-form.ts';
import type { RateWindow } from '../../http/rate-window.ts';
import { searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import * as repo from './repository.ts';

type Input = z.output<typeof infoRequestInput>;

const ORDERING = Object.fromEntries(PUBLIC_MESSAGE_ORDERING.map((f) => [f, infoRequests[f === 'created_at' ? 'createdAt' : f]]));

/** Stores the request (its mail is the outbox's job); true when it was stored, false for a bot. */
export async function submitInfoRequest(db: Db, input: Input, ip: string, limit: RateWindow, now = new Date()): Promise<boolean> {
  if (isBot(input)) return false;
  await storeFormWithinRate(db, 'info-request', ip, repo.rowsFromAddress(ip), limit, now, (tx) =>
    repo.insertInfoRequest(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      remarks: input.remarks,
      language: input.language,
      ip,
      createdAt: now,
      mailNextAttemptAt: now,
    }),
  );
  return true;
}

const toBody = (row: repo.InfoRequestRow): InfoRequest => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  language: row.language,
  remarks: row.remarks,
  mail: deliveryStatus(row),
});

export async function listInfoRequests(db: Db, ctx: TenantContext, query: ListQuery): Promise<Listed<InfoRequest>> {
  assertPlatformSuper(ctx);
  const filter = searchAny(query.search, [infoRequests.name, infoRequests.email, infoRequests.company, infoRequests.remarks]);
  const order = parseOrdering(query.ordering, ORDERING, '-created_at', infoRequests.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listInfoRequests(db, filter, order, limit, offset);
  return listed(query, count, rows.map(toBody));
}

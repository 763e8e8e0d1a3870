import { PUBLIC_MESSAGE_ORDERING, type ContactMessage, type ListQuery, type contactInput } from '@huella/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { contactMessages } from '../../db/schema-public-site.ts';
import { deliveryStatus } from '../../mail/delivery-status.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { assertPlatformSuper, isBot, storeFormWithinRate } from '../../http/public-form.ts';
import type { RateWindow } from '../../http/rate-window.ts';
import { searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import * as repo from './repository.ts';

type Input = z.output<typeof contactInput>;

const ORDERING = Object.fromEntries(PUBLIC_MESSAGE_ORDERING.map((f) => [f, contactMessages[f === 'created_at' ? 'createdAt' : f]]));

/** Stores the message (its mail is the outbox's job); true when it was stored, false for a bot. */
export async function submitContactMessage(db: Db, input: Input, ip: string, limit: RateWindow, now = new Date()): Promise<boolean> {
  if (isBot(input)) return false;
  await storeFormWithinRate(db, 'contact', ip, repo.rowsFromAddress(ip), limit, now, (tx) =>
    repo.insertContactMessage(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      comments: input.comments,
      product: input.product,
      language: input.language,
      ip,
      createdAt: now,
      mailNextAttemptAt: now,
    }),
  );
  return true;
}

const toBody = (row: repo.ContactMessageRow): ContactMessage => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  language: row.language,
  comments: row.comments,
  product: row.product,
  mail: deliveryStatus(row),
});

export async function listContactMessages(db: Db, ctx: TenantContext, query: ListQuery): Promise<Listed<ContactMessage>> {
  assertPlatformSuper(ctx);
  const filter = searchAny(query.search, [contactMessages.name, contactMessages.email, contactMessages.company, contactMessages.comments]);
  const order = parseOrdering(query.ordering, ORDERING, '-created_at', contactMessages.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listContactMessages(db, filter, order, limit, offset);
  return listed(query, count, rows.map(toBody));
}

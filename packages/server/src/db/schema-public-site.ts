import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Messages from the public site (docs/spec/part-1.md §1, §3): stored first, then mailed by the outbox
// (src/mail/outbox.ts), so nothing is lost while the mail server is down.

const MAIL_STATUSES = ['pending', 'sent'] as const;

/** Delivery bookkeeping shared by both tables; `next_attempt_at` is also the lease of a row being sent. */
function deliveryColumns() {
  return {
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailStatus: text('mail_status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailLastError: text('mail_last_error'),
    mailNextAttemptAt: timestamp('mail_next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
  };
}

export const infoRequests = pgTable(
  'info_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    remarks: text('remarks').notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    // The outbox looks for due pending rows; the rate limit counts one address's recent rows.
    index('info_requests_outbox_idx').on(t.mailNextAttemptAt).where(sql`${t.mailStatus} = 'pending'`),
    index('info_requests_ip_idx').on(t.ip, t.createdAt),
    check('info_requests_mail_status_check', sql`${t.mailStatus} in ('pending', 'sent')`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    comments: text('comments').notNull(),
    product: text('product').notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    index('contact_messages_outbox_idx').on(t.mailNextAttemptAt).where(sql`${t.mailStatus} = 'pending'`),
    index('contact_messages_ip_idx').on(t.ip, t.createdAt),
    check('contact_messages_mail_status_check', sql`${t.mailStatus} in ('pending', 'sent')`),
  ],
);

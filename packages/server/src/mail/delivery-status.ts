import type { contactMessages } from '../db/schema-public-site.ts';

type DeliveryColumns = Pick<typeof contactMessages.$inferSelect, 'mailStatus' | 'mailAttempts' | 'mailLastError' | 'mailSentAt'>;

/** The `mail` object of a stored message in API answers. */
export function deliveryStatus(row: DeliveryColumns) {
  return {
    status: row.mailStatus,
    attempts: row.mailAttempts,
    last_error: row.mailLastError,
    sent_at: row.mailSentAt ? row.mailSentAt.toISOString() : null,
  };
}

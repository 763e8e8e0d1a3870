import type { contactMessages, infoRequests } from '../db/schema-public-site.ts';
import type { OutgoingMail } from './mailer.ts';

type InfoRequestRow = typeof infoRequests.$inferSelect;
type ContactMessageRow = typeof contactMessages.$inferSelect;

// The mail goes to the company's own staff, so it is in English whatever the visitor's language;
// the language is given so the answer can be written in it.
function body(lines: [string, string][], message: string, row: { id: number; createdAt: Date }, kind: string): string {
  const width = Math.max(...lines.map(([label]) => label.length));
  return [
    ...lines.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value || '-'}`),
    '',
    message || '-',
    '',
    `(${kind} #${row.id}, received ${row.createdAt.toISOString()})`,
    '',
  ].join('\n');
}

export function infoRequestMail(row: InfoRequestRow): OutgoingMail {
  return {
    subject: `Huella: information request from ${row.name} (${row.company})`,
    replyTo: row.email,
    text: body(
      [
        ['Name', row.name],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Company', row.company],
        ['Language', row.language],
      ],
      row.remarks,
      row,
      'information request',
    ),
  };
}

export function contactMail(row: ContactMessageRow): OutgoingMail {
  return {
    subject: `Huella: contact from ${row.name} (${row.company})`,
    replyTo: row.email,
    text: body(
      [
        ['Name', row.name],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Company', row.company],
        ['Product', row.product],
        ['Language', row.language],
      ],
      row.comments,
      row,
      'contact message',
    ),
  };
}

import type { APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { MAIL_SINK } from './ports.ts';

export interface ReceivedMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** The mails the local SMTP server has received that contain `search`, decoded as a mail client would. */
export async function mailsContaining(request: APIRequestContext, search: string): Promise<ReceivedMail[]> {
  const answer = await request.get(`http://127.0.0.1:${MAIL_SINK.http}/`);
  const raw = (await answer.json()) as string[];
  const mails = await Promise.all(
    raw.map(async (message) => {
      const parsed = await simpleParser(message);
      const address = (field: typeof parsed.to) => (Array.isArray(field) ? field.map((a) => a.text).join(', ') : (field?.text ?? ''));
      return { to: address(parsed.to), replyTo: parsed.replyTo?.text ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
  return mails.filter((mail) => `${mail.subject}\n${mail.text}`.includes(search));
}

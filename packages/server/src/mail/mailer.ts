import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config.ts';

export interface OutgoingMail {
  subject: string;
  text: string;
  /** The visitor, so that answering the mail answers them. */
  replyTo: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// A mail server that does not answer must not hold a delivery (and its lease) for minutes.
const TIMEOUT_MS = 15_000;

/** SMTP through nodemailer to the one configured address (`MAIL_TO`). */
export function createMailer(config: MailConfig): Mailer {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: config.from, to: config.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

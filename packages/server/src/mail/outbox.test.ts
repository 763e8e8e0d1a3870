import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessages, infoRequests } from '../db/schema-public-site.ts';
import { freePort, startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { retryDelay } from './outbox.ts';

const MAIL = { MAIL_TO: 'sales@huella.example', MAIL_FROM: 'Huella <web@huella.example>' };
const request = { name: 'Marta Ruiz', email: 'marta@shipper.example', phone: '', company: 'Shipper SL', terms: true };

let t: TestApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await t?.close();
  await sink?.close();
  t = undefined;
  sink = undefined;
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail of the public site', () => {
  it('mails an information request and a contact message to MAIL_TO, replying to the visitor', async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ...MAIL });
    await t.app.inject({ method: 'POST', url: '/api/info-requests/', payload: { ...request, remarks: 'Need CO₂ per lane' } });
    await t.app.inject({ method: 'POST', url: '/api/send-mail/', payload: { ...request, name: 'Pablo Contact', comments: 'Ring me' } });

    const info = await sink.waitFor('Need CO');
    expect(info).toMatch(/^To: sales@huella\.example/m);
    expect(info).toMatch(/^Reply-To: marta@shipper\.example/m);
    expect(info).toMatch(/^Subject: Huella: information request from Marta Ruiz \(Shipper SL\)/m);
    const contact = await sink.waitFor('Pablo Contact');
    expect(contact).toContain('Ring me');
    expect(contact).toMatch(/Product: +huella/);

    const [row] = await until(
      () => t!.db.select().from(contactMessages),
      (rows) => rows[0]?.mailStatus === 'sent',
    );
    expect(row).toMatchObject({ mailStatus: 'sent', mailAttempts: 1, mailLastError: null });
    expect(row?.mailSentAt).toBeInstanceOf(Date);
  });

  it('keeps a message while SMTP is down, shows the error, and delivers it once SMTP is back', async () => {
    const port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...MAIL });
    const res = await t.app.inject({ method: 'POST', url: '/api/info-requests/', payload: { ...request, remarks: 'Sent while down' } });
    expect(res.statusCode).toBe(201);

    const failed = await until(
      () => t!.db.select().from(infoRequests),
      (rows) => (rows[0]?.mailAttempts ?? 0) >= 2,
    );
    expect(failed[0]).toMatchObject({ mailStatus: 'pending' });
    expect(failed[0]?.mailLastError).toMatch(/ECONNREFUSED/);
    const token = await t.login('platform.super');
    const listed = (await t.call(token, { method: 'GET', url: '/api/info-requests/' })).json();
    expect(listed.results[0].mail).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/ECONNREFUSED/) });

    sink = await startSmtpSink(port);
    await sink.waitFor('Sent while down');
    const [delivered] = await until(
      () => t!.db.select().from(infoRequests).where(eq(infoRequests.id, failed[0]!.id)),
      (rows) => rows[0]?.mailStatus === 'sent',
    );
    expect(delivered?.mailStatus).toBe('sent');
    expect(sink.messages).toHaveLength(1);
  });

  it('backs off exponentially up to the cap', () => {
    const timing = { baseDelayMs: 60_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4, 7, 8, 30].map((n) => retryDelay(n, timing) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** Raw messages (headers and body) received so far. */
  messages: string[];
  /** Resolves with the first received message that contains `text`. */
  waitFor(text: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** A local SMTP server that accepts everything, for mail tests (port 0: any free port). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The reverse lookup of 127.0.0.1 can take seconds where DNS is slow.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    async waitFor(text, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = messages.find((m) => m.includes(text));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail containing ${JSON.stringify(text)} within ${timeoutMs} ms (got ${messages.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken from the system, then released): SMTP "down". */
export async function freePort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.port;
}

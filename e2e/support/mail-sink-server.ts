// The outside world's mail server, for the browser journeys: a local SMTP server (the same sink the API
// tests use) that keeps what it receives, plus a small HTTP window on it so a journey can read the mails.
// Started by playwright.config.ts before the app, which sends to it through SMTP_URL.
import { createServer } from 'node:http';
import { startSmtpSink } from '../../packages/server/src/test-support/smtp-sink.ts';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
const sink = await startSmtpSink(smtpPort);

createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(sink.messages));
}).listen(httpPort, '127.0.0.1');

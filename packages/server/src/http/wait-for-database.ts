import type { FastifyInstance } from 'fastify';

/** The API's paths that never read the database: the OpenAPI document and its documentation page. */
const withoutDatabase = /^\/api\/(schema|docs)(\/|\?|$)/;

/**
 * The server listens while the database is still being brought up to date (docs/decisions/0013-start-up.md): an
 * API request that arrives meanwhile waits for it, and is answered as usual once it is done; the client's files, the
 * public pages and PDFs, and the OpenAPI document are answered at once. A new route outside /api that reads the
 * database must wait too: add its path here.
 */
export function waitForDatabase(app: FastifyInstance, prepared: Promise<unknown>): void {
  let ready = false;
  // A failed preparation ends the process (main.ts); requests still waiting never get an answer from this one.
  prepared.then(
    () => {
      ready = true;
    },
    () => undefined,
  );
  app.addHook('onRequest', async (request) => {
    if (ready || !request.url.startsWith('/api/') || withoutDatabase.test(request.url)) return;
    await prepared;
  });
}

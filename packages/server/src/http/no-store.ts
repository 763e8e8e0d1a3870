import type { FastifyInstance } from 'fastify';

/**
 * API answers carry a company's data, tokens and personal details: no browser or proxy keeps a copy. Public
 * answers under /api (login, the public forms, the OpenAPI document) are as cheap as they are rarely asked, so the
 * rule has no exception list; a route that deliberately caches sets its own `Cache-Control`, which stays (the
 * documentation page's static files do). The public PDFs under /pdf and the client's files set their own.
 */
export function noStoreApiAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (/^\/api(\/|\?|$)/.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

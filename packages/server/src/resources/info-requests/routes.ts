import { infoRequest, infoRequestInput, listQuery, paginated, publicMessageReceived } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { msg, pickLanguage, translate } from '../../http/messages.ts';
import { errorResponses, throttledResponse } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const tags = ['public site'];

/** Landing page's information request (docs/spec/part-1.md §1, §3): no token. */
export async function publicInfoRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/info-requests/',
    {
      schema: {
        tags,
        summary: 'Send an information request (stored, then mailed when SMTP is configured)',
        security: [],
        body: infoRequestInput,
        response: { 201: publicMessageReceived, 400: errorResponses[400], 429: throttledResponse },
      },
    },
    async (request, reply) => {
      if (await service.submitInfoRequest(deps.db, request.body, request.ip, deps.config.publicFormLimit)) deps.outbox?.wake();
      return reply.code(201).send({ detail: translate(msg('message_received'), pickLanguage(request.headers['accept-language'])) });
    },
  );
}

export async function infoRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/info-requests/',
    {
      schema: {
        tags,
        summary: 'Information requests and their mail delivery (platform super users)',
        querystring: listQuery,
        response: { 200: paginated(infoRequest), ...errorResponses },
      },
    },
    async (request) => sendPage(request, await service.listInfoRequests(deps.db, requireTenant(request), request.query)),
  );
}

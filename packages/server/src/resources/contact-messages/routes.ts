import { contactInput, contactMessage, listQuery, paginated, publicMessageReceived } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { msg, pickLanguage, translate } from '../../http/messages.ts';
import { errorResponses, throttledResponse } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const tags = ['public site'];

/** The contact form's call (docs/spec/part-1.md §7: `api/send-mail`): no token. */
export async function publicContactRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/send-mail/',
    {
      schema: {
        tags,
        summary: 'Send a contact message (stored, then mailed when SMTP is configured)',
        security: [],
        body: contactInput,
        response: { 201: publicMessageReceived, 400: errorResponses[400], 429: throttledResponse },
      },
    },
    async (request, reply) => {
      if (await service.submitContactMessage(deps.db, request.body, request.ip, deps.config.publicFormLimit)) deps.outbox?.wake();
      return reply.code(201).send({ detail: translate(msg('message_received'), pickLanguage(request.headers['accept-language'])) });
    },
  );
}

export async function contactMessageRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/contact-messages/',
    {
      schema: {
        tags,
        summary: 'Contact messages and their mail delivery (platform super users)',
        querystring: listQuery,
        response: { 200: paginated(contactMessage), ...errorResponses },
      },
    },
    async (request) => sendPage(request, await service.listContactMessages(deps.db, requireTenant(request), request.query)),
  );
}

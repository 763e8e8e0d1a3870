import { idParams, listQuery, paginated, review, reviewSummary } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const tags = ['reviews'];

/** Reading reviews (docs/spec/part-2.md §2.9, §3); creating, cloning and editing them come with the review editor. */
export async function reviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(
    '/api/reviews/',
    { schema: { tags, summary: 'List the emission-factor reviews your company may use', querystring: listQuery, response: { 200: paginated(reviewSummary), ...errorResponses } } },
    async (request) => sendPage(request, await service.listReviews(db, requireTenant(request), request.query)),
  );
  r.get('/api/reviews/:id/', { schema: { tags, summary: 'Read an emission-factor review with its entries', params: idParams, response: { 200: review, ...errorResponses } } }, (request) =>
    service.getReview(db, requireTenant(request), request.params.id),
  );
}

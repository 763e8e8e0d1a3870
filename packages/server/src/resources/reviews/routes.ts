import {
  ENTRY_BODIES,
  ENTRY_INPUTS,
  ENTRY_KINDS,
  ENTRY_PATCHES,
  childParams,
  detailBody,
  idParams,
  listQuery,
  paginated,
  review,
  reviewChange,
  reviewClone,
  reviewCreate,
  REVIEW_DOCUMENT_MAX_BYTES,
  reviewDocument,
  reviewImportQuery,
  reviewSummary,
  type EntryKind,
} from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { conflictResponse, errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as entries from './entry-changes.ts';
import * as changes from './review-changes.ts';
import { buildReviewDocument } from './review-document.ts';
import { importReview } from './review-import.ts';
import * as service from './service.ts';

const tags = ['reviews'];
const changeNote =
  'Platform users only (super; admins may change an unlocked review). A read-only review answers 403. Values are numbers, or text written as the request language writes numbers ("0,10163" in Spanish). The open reports using the review are recalculated: in the same request up to 100, else in the background (`reports.pending` on the review shows the progress).';
const changeResponses = { ...errorResponses, 409: conflictResponse.describe('Another request changed the same entry at the same moment') };

const ENTRY_NAMES: Record<EntryKind, string> = {
  'aircraft-model-reviews': 'aircraft-model entry (fuel model of an aircraft)',
  'ship-load-type-reviews': 'ship load-type entry (daily fuel of a ship type)',
  'road-vehicle-reviews': 'road-vehicle entry (per-km figures of a vehicle and Euro standard)',
  'rail-vehicle-reviews': 'rail-vehicle entry (per-tkm figures of a train)',
  'car-family-reviews': 'car-family entry (per-km figures of a company car model)',
  'supplier-type-reviews': 'supplier-type entry (market-based energy factor)',
};

/** Emission-factor sets (docs/spec/part-2.md §2.9, §3; docs/decisions/0011-reviews.md). */
export async function reviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const wake = () => deps.recalculator?.wake();

  r.get(
    '/api/reviews/',
    { schema: { tags, summary: 'List the emission-factor reviews your company may use', querystring: listQuery, response: { 200: paginated(reviewSummary), ...errorResponses } } },
    async (request) => sendPage(request, await service.listReviews(db, requireTenant(request), request.query)),
  );
  r.post(
    '/api/reviews/',
    {
      schema: {
        tags,
        summary: 'Create a review from a whole factor map (platform super users)',
        description: 'Every factor the methodology requires must be given (docs/methodology.md §2.1); entries are added afterwards.',
        body: reviewCreate,
        response: { 201: review, ...changeResponses },
      },
    },
    async (request, reply) => {
      const ctx = requireTenant(request);
      const id = await changes.createReview(db, ctx, requestLanguage(request), request.body, wake);
      return reply.code(201).send(await service.getReview(db, ctx, id));
    },
  );
  r.get('/api/reviews/:id/', { schema: { tags, summary: 'Read an emission-factor review with its entries', params: idParams, response: { 200: review, ...errorResponses } } }, (request) =>
    service.getReview(db, requireTenant(request), request.params.id),
  );
  for (const method of ['put', 'patch'] as const) {
    r[method](
      '/api/reviews/:id/',
      {
        schema: {
          tags,
          summary: method === 'put' ? 'Change a review (as PATCH: the fields and factors given)' : 'Change the title, start date, source or factors of a review, or lock it',
          description: `${changeNote} \`factors\` changes the keys it names; a key the review does not have is a 400. \`read_only: true\` locks the review for good (super users).`,
          params: idParams,
          body: reviewChange,
          response: { 200: review, ...changeResponses },
        },
      },
      async (request) => {
        const ctx = requireTenant(request);
        await changes.changeReview(db, ctx, requestLanguage(request), request.params.id, request.body, wake);
        return service.getReview(db, ctx, request.params.id);
      },
    );
  }
  r.delete(
    '/api/reviews/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a review (platform super users)',
        description: 'Refused (409) while consolidated reports keep it, or when it is the only review. Open reports that used it take the review in force on their date.',
        params: idParams,
        response: { 204: z.null(), ...errorResponses, 409: conflictResponse.describe('Consolidated reports keep the review, or it is the only one') },
      },
    },
    async (request, reply) => {
      await changes.deleteReview(db, requireTenant(request), requestLanguage(request), request.params.id, wake);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/reviews/:id/clone/',
    {
      schema: {
        tags,
        summary: 'Duplicate a review with its factors and every entry (platform super users)',
        description: 'The copy is unlocked and starts on `start_date`; reports that follow their date and fall on or after it move to it.',
        params: idParams,
        body: reviewClone,
        response: { 201: review, ...changeResponses },
      },
    },
    async (request, reply) => {
      const ctx = requireTenant(request);
      const id = await changes.cloneReview(db, ctx, requestLanguage(request), request.params.id, request.body, wake);
      return reply.code(201).send(await service.getReview(db, ctx, id));
    },
  );
  r.get(
    '/api/reviews/:id/export/',
    {
      schema: {
        tags,
        summary: 'Download a review as a portable JSON document',
        description:
          'Title, start date, source, licence attribution, GWP, factors, notes and the six entry lists, linked objects by name (vehicle, aircraft model, car-family model, supplier), as `POST /api/reviews/import/` takes it in another installation. Answered as a file, `review-<id>.json`.',
        params: idParams,
        response: { 200: reviewDocument, ...errorResponses },
      },
    },
    async (request, reply) => {
      const document = await buildReviewDocument(db, requireTenant(request), request.params.id);
      return reply.header('content-disposition', `attachment; filename="review-${request.params.id}.json"`).send(document);
    },
  );
  r.post(
    '/api/reviews/import/',
    {
      bodyLimit: REVIEW_DOCUMENT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Create a review from a portable JSON document (platform super users)',
        description:
          'The document `GET /api/reviews/{id}/export/` answers. Nothing is written unless all of it is good: every vehicle and aircraft model named must exist here, one entry per linked object, every value a number the calculation core accepts; a 400 names the path (`road_vehicle_reviews.3.vehicle`). The new review is unlocked; `?title=` replaces the document\'s title. Reports that follow their date and fall on or after its start date move to it.',
        querystring: reviewImportQuery,
        body: reviewDocument,
        response: { 201: review, ...changeResponses, 413: detailBody.describe('The document is larger than 2 MB') },
      },
    },
    async (request, reply) => {
      const ctx = requireTenant(request);
      const id = await importReview(db, ctx, requestLanguage(request), request.body, request.query.title, wake);
      return reply.code(201).send(await service.getReview(db, ctx, id));
    },
  );

  for (const kind of ENTRY_KINDS) {
    const name = ENTRY_NAMES[kind];
    const base = `/api/reviews/:id/${kind}/`;
    const body = ENTRY_BODIES[kind];
    r.get(base, { schema: { tags, summary: `List a review's ${name}s`, params: idParams, querystring: listQuery, response: { 200: paginated(body), ...errorResponses } } }, async (request) =>
      sendPage(request, await entries.listEntries(db, requireTenant(request), kind, request.params.id, request.query)),
    );
    r.post(
      base,
      { schema: { tags, summary: `Add a ${name}`, description: changeNote, params: idParams, body: ENTRY_INPUTS[kind], response: { 201: body, ...changeResponses } } },
      async (request, reply) =>
        reply.code(201).send(await entries.createEntry(db, requireTenant(request), requestLanguage(request), kind, request.params.id, request.body as never, wake)),
    );
    r.get(`${base}:childId/`, { schema: { tags, summary: `Read a ${name}`, params: childParams, response: { 200: body, ...errorResponses } } }, (request) =>
      entries.getEntry(db, requireTenant(request), kind, request.params.id, request.params.childId),
    );
    for (const method of ['put', 'patch'] as const) {
      r[method](
        `${base}:childId/`,
        {
          schema: {
            tags,
            summary: method === 'put' ? `Replace a ${name}` : `Change some fields of a ${name}`,
            description: changeNote,
            params: childParams,
            body: method === 'put' ? ENTRY_INPUTS[kind] : ENTRY_PATCHES[kind],
            response: { 200: body, ...changeResponses },
          },
        },
        (request) =>
          entries.updateEntry(db, requireTenant(request), requestLanguage(request), kind, request.params.id, request.params.childId, request.body as never, wake),
      );
    }
    r.delete(
      `${base}:childId/`,
      { schema: { tags, summary: `Delete a ${name}`, description: changeNote, params: childParams, response: { 204: z.null(), ...errorResponses } } },
      async (request, reply) => {
        await entries.deleteEntry(db, requireTenant(request), requestLanguage(request), kind, request.params.id, request.params.childId, wake);
        return reply.code(204).send(null);
      },
    );
  }
}

import { detailBody, hseqImportInput, hseqImportResult, idParams } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireTenant } from '../../../http/authenticate.ts';
import { requestLanguage } from '../../../http/request-language.ts';
import { conflictResponse, errorResponses } from '../../../http/route-schemas.ts';
import * as service from './service.ts';

const tags = ['consumptions'];

export async function hseqImportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  r.post(
    '/api/reports/:id/import_hseq_intakes/',
    {
      schema: {
        tags,
        summary: "Import the intakes of centers and months from the company's HSEQ service as consumptions (docs/hseq.md)",
        params: idParams,
        body: hseqImportInput,
        response: {
          200: hseqImportResult,
          ...errorResponses,
          409: conflictResponse.describe(
            'The report is consolidated; the company has no HSEQ service address, or a stored token a header cannot carry; or (PostgreSQL) the report stayed locked by another change past the lock wait; nothing was imported',
          ),
          502: detailBody.describe('The HSEQ service could not be reached, answered an error status or an answer that breaks the contract; nothing was imported'),
          504: detailBody.describe('The HSEQ service did not answer in time; nothing was imported'),
        },
      },
    },
    (request) =>
      service.importHseqIntakes(db, requireTenant(request), requestLanguage(request), request.params.id, request.body, { timeoutMs: config.hseqTimeoutMs }),
  );
}

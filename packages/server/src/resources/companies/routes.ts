import { companyHseq, companyHseqInput, idParams } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import * as service from './service.ts';

const tags = ['companies'];
const path = '/api/companies/:id/hseq/';

export async function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  r.get(path, { schema: { tags, operationId: 'companies_hseq_read', summary: "Read a company's HSEQ connection (the platform's super users)", params: idParams, response: { 200: companyHseq, ...errorResponses } } }, (request) =>
    service.getCompanyHseq(db, requireTenant(request), request.params.id),
  );
  r.put(
    path,
    {
      schema: {
        tags,
        operationId: 'companies_hseq_update',
        summary: "Connect a company to its HSEQ service, or disconnect it (the platform's super users; the token is never answered)",
        params: idParams,
        body: companyHseqInput,
        response: { 200: companyHseq, ...errorResponses },
      },
    },
    (request) => service.updateCompanyHseq(db, requireTenant(request), request.params.id, request.body),
  );
}

import { auditEvent, auditEventListQuery, paginated } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { sendPage } from '../../http/send-page.ts';
import * as service from './service.ts';

const tags = ['audit events'];

/** The audit log (docs/decisions/0014-audit-log.md): read-only, so a list and nothing else. */
export async function auditEventRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/audit-events/',
    {
      schema: {
        tags,
        summary: "Your company's audit log (super users)",
        description:
          'Who consolidated, unconsolidated or deleted a report, changed a review or a user, when and from which address; newest first. Events about reviews are the platform company\'s. No route changes or deletes an event.',
        querystring: auditEventListQuery,
        response: { 200: paginated(auditEvent), ...errorResponses },
      },
    },
    async (request) => sendPage(request, await service.listAuditEvents(deps.db, requireTenant(request), request.query)),
  );
}

import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { fastifyTrustProxy } from './config.ts';
import { authenticate } from './http/authenticate.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { serializeError } from './http/database-error.ts';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { MULTIPART_LIMITS } from './http/multipart-limits.ts';
import { noStoreApiAnswers } from './http/no-store.ts';
import { waitForDatabase } from './http/wait-for-database.ts';
import { serveClient } from './http/serve-client.ts';
import { refuseUnstorableText } from './http/unstorable-text.ts';
import { registerOpenApi } from './openapi/register-openapi.ts';
import { authRoutes, publicAuthRoutes } from './resources/auth/routes.ts';
import { commodityRoutes } from './resources/commodities/routes.ts';
import { accountRoutes } from './resources/accounts/routes.ts';
import { auditEventRoutes } from './resources/audit-events/routes.ts';
import { carFamilyRoutes } from './resources/car-families/routes.ts';
import { carRoutes } from './resources/cars/routes.ts';
import { centerRoutes } from './resources/centers/routes.ts';
import { supplierRoutes } from './resources/suppliers/routes.ts';
import { contactMessageRoutes, publicContactRoutes } from './resources/contact-messages/routes.ts';
import { infoRequestRoutes, publicInfoRequestRoutes } from './resources/info-requests/routes.ts';
import { publicDocumentRoutes } from './pdf/routes.ts';
import { placeRoutes } from './resources/places/routes.ts';
import { referenceDataRoutes } from './resources/reference-data/routes.ts';
import { reviewRoutes } from './resources/reviews/routes.ts';
import { seaRouteRoutes } from './resources/sea-routes/routes.ts';
import { userRoutes } from './resources/users/routes.ts';
import { cargoRoutes } from './resources/reports/cargos/routes.ts';
import { distanceRoutes } from './resources/reports/distances/routes.ts';
import { reportRoutes } from './resources/reports/routes.ts';
import { stageRoutes } from './resources/reports/stages/routes.ts';
import { storageRoutes } from './resources/reports/storages/routes.ts';
import { consumptionRoutes } from './resources/reports/consumptions/routes.ts';
import { voyageRoutes } from './resources/reports/voyages/routes.ts';
import { hseqImportRoutes } from './resources/reports/hseq/routes.ts';
import { companyRoutes } from './resources/companies/routes.ts';
import { statisticsRoutes } from './resources/statistics/routes.ts';
import { filterTemplateRoutes } from './resources/filter-templates/routes.ts';
import { importRoutes, publicImportRoutes } from './resources/imports/routes.ts';

export interface BuildOptions {
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reads them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: { err: serializeError }, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // Request ids in logs let an operator follow one request across processes.
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON and multipart only: plain text is a 415, not a silent string.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('tenant', null);
  if (deps.databasePrepared) waitForDatabase(app, deps.databasePrepared);
  registerErrorHandling(app);
  refuseUnstorableText(app);
  noStoreApiAnswers(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Plain-HTTP installs (a laptop, an intranet) must keep working; TLS is the proxy's business.
        upgradeInsecureRequests: null,
      },
    },
    // frame-ancestors 'none' says it to browsers that read CSP; X-Frame-Options says the same to older ones.
    frameguard: { action: 'deny' },
  });
  // The report form with its import files (docs/spec/part-1.md §7): five CSV files at most, each within the limit.
  await app.register(multipart, { limits: { fileSize: config.importFileLimit, ...MULTIPART_LIMITS } });
  await compressAnswers(app);
  await registerOpenApi(app);

  await app.register(async (scope) => publicAuthRoutes(scope, deps));
  await app.register(async (scope) => publicInfoRequestRoutes(scope, deps));
  await app.register(async (scope) => publicContactRoutes(scope, deps));
  await app.register(publicDocumentRoutes);
  await app.register(publicImportRoutes);
  await app.register(async (scope) => {
    scope.addHook('onRequest', authenticate(deps.db, config.tokenIdleMs));
    await authRoutes(scope, deps);
    await userRoutes(scope, deps);
    await commodityRoutes(scope, deps);
    await centerRoutes(scope, deps);
    await supplierRoutes(scope, deps);
    await carFamilyRoutes(scope, deps);
    await carRoutes(scope, deps);
    await accountRoutes(scope, deps);
    await infoRequestRoutes(scope, deps);
    await contactMessageRoutes(scope, deps);
    await placeRoutes(scope, deps);
    await referenceDataRoutes(scope, deps);
    await reviewRoutes(scope, deps);
    await seaRouteRoutes(scope, deps);
    await reportRoutes(scope, deps);
    await cargoRoutes(scope, deps);
    await stageRoutes(scope, deps);
    await distanceRoutes(scope, deps);
    await storageRoutes(scope, deps);
    await consumptionRoutes(scope, deps);
    await voyageRoutes(scope, deps);
    await hseqImportRoutes(scope, deps);
    await companyRoutes(scope, deps);
    await statisticsRoutes(scope, deps);
    await filterTemplateRoutes(scope, deps);
    await importRoutes(scope, deps);
    await auditEventRoutes(scope, deps);
  });

  await serveClient(app, config.webDist);
  return app;
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 from the same zod schemas that validate requests: the document cannot drift. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Huella API',
        version: '0.1.0',
        description:
          'Greenhouse-gas accounting for logistics. Authenticate with POST /api/get-token/ and send ' +
          '`Authorization: Token <token>`. Errors are DRF-style: `{field: [messages]}` on 400, `{detail}` otherwise. ' +
          'Emission figures are kilograms.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
  app.get('/api/schema/', { schema: { hide: true } }, () => app.swagger());
}

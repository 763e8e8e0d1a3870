import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { addFrameworkResponses, addOperationIds, dropUnusedSchemas, type OpenApiDocument } from './finish-document.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body by media type, for the document only: for a route whose handler reads a body `body` cannot
     * validate (a multipart form), while `body` keeps validating the JSON one.
     */
    bodyByMediaType?: Record<string, z.ZodType>;
  }
}

/** zod → JSON Schema as fastify-type-provider-zod does it, plus the bodies documented by media type. */
const transform: SwaggerTransform = (input) => {
  const { bodyByMediaType, ...schema } = input.schema;
  const transformed = jsonSchemaTransform({ ...input, schema });
  if (bodyByMediaType) {
    const content: Record<string, { schema: unknown }> = {};
    for (const [mediaType, body] of Object.entries(bodyByMediaType)) {
      content[mediaType] = { schema: jsonSchemaTransform({ ...input, schema: { body } }).schema.body };
    }
    transformed.schema = { ...transformed.schema, body: { content } };
  }
  return transformed;
};

const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenApiDocument;
  addOperationIds(document);
  addFrameworkResponses(document);
  dropUnusedSchemas(document);
  return document;
};

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
        // package.json says UNLICENSED: no licence is granted, so there is no licence text to link to.
        license: { name: 'Proprietary (UNLICENSED): all rights reserved' },
      },
      // The server that serves this document: paths are absolute from its root.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } },
      },
      security: [{ token: [] }],
    },
    transform,
    transformObject,
  });
  // The page keeps the app's Content-Security-Policy (app.ts): the plugin's own (`staticCSP`) replaced it with one
  // that let styles and fonts come from any https origin, let the page be framed, and asked for
  // upgrade-insecure-requests, which breaks the page on a plain-HTTP install (docs/security.md).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { docExpansion: 'list' } });
  app.get('/api/schema/', { schema: { hide: true } }, () => app.swagger());
}

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { msg, pickLanguage, translate } from './messages.ts';

/** The built client, with SPA fallback: any non-API GET that is not a file gets index.html. */
export async function serveClient(app: FastifyInstance, dist: string) {
  const hasClient = existsSync(join(dist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite names assets by content hash: they never change. index.html must be fetched fresh after a deploy.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A path with a file extension names a file: answering index.html for a missing asset hides a stale build.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isFile && !path.startsWith('/api/') && path !== '/api';
    if (hasClient && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    }
    return reply.code(404).send({ detail: translate(msg('not_found'), pickLanguage(request.headers['accept-language'])) });
  });
}

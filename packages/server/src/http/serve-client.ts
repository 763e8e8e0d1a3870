import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { LANGUAGES, msg, pickLanguage, translate, type Language } from './messages.ts';

/** Vite names these files by content hash: a URL's bytes never change, so a browser keeps them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * index.html and the few files named without a hash (favicon.svg): asked again on every use, answered 304 while
 * unchanged, so a deploy is seen at once and index.html never points at hashed files that are gone.
 */
const REVALIDATE = 'no-cache';

/**
 * The built client, with SPA fallback: any non-API GET that is not a file gets index.html. Each file goes out as
 * the .br or .gz the build wrote beside it when the request accepts one (br first), or as it is
 * (docs/decisions/0010-compression.md).
 */
export async function serveClient(app: FastifyInstance, dist: string) {
  const hasClient = existsSync(join(dist, 'index.html'));
  const assets = join(dist, 'assets') + sep;
  const pages = prerenderedPages(dist);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
        // Lower case, as @fastify/compress writes it, so a file it compresses on the fly does not name it twice.
        res.setHeader('vary', 'accept-encoding');
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
      const language = cookieLanguage(request.headers.cookie);
      const page = pages.get(`${language}:${path.replace(/(.)\/$/, '$1')}`);
      if (page) {
        // The same address answers in the visitor's language.
        reply.header('vary', 'accept-encoding, cookie');
        return reply.sendFile(page, dist);
      }
      return reply.sendFile('index.html', dist);
    }
    return reply.code(404).send({ detail: translate(msg('not_found'), pickLanguage(request.headers['accept-language'])) });
  });
}

const PAGES_FOLDER = 'pages';
/** Set by the client with the language a visitor chose (packages/web/src/i18n/language.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)huella_language=(en|es)(?:;|$)/;

/**
 * The public pages the build rendered in each language (packages/web/build/prerender-pages.ts), by
 * `<language>:<path>`: `pages/es/product.html` answers `/product` to a visitor who chose Spanish.
 */
function prerenderedPages(dist: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const language of LANGUAGES) {
    const folder = join(dist, PAGES_FOLDER, language);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const name = /^([a-z0-9-]+)\.html$/.exec(file)?.[1];
      if (name) pages.set(`${language}:${name === 'index' ? '/' : `/${name}`}`, `${PAGES_FOLDER}/${language}/${file}`);
    }
  }
  return pages;
}

/** English unless the visitor chose Spanish: the default of docs/spec/part-1.md §1. */
function cookieLanguage(cookie: string | undefined): Language {
  const chosen = cookie ? LANGUAGE_COOKIE.exec(cookie)?.[1] : undefined;
  return chosen === 'es' ? 'es' : 'en';
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody } from '../test-support/decoded-body.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// A built client as vite.config.ts writes it: each text file over 1 kB with a .br and a .gz beside it. The test
// dist lies under a folder named "assets", as a server's install path may, which must not make index.html immutable.
const INDEX = `<!doctype html><html><head><title>Huella</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Row ${i}` })))};\n`;
const TINY = 'export const x = 1;\n';
// What the build writes for each public page and language (packages/web/build/prerender-pages.ts).
const page = (language: string, text: string) =>
  `<!doctype html><html lang="${language}"><head><title>${text}</title></head><body><div id="root" data-prerendered="${language}"><h1>${text}</h1>${'<p>Huella</p>'.repeat(80)}</div></body></html>`;
const PAGES = {
  'en/index': page('en', 'Greenhouse gases of your freight'),
  'es/index': page('es', 'Los gases de efecto invernadero de su transporte'),
  'en/product': page('en', 'The product'),
  'es/product': page('es', 'El producto'),
};

function writeWithCompressed(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  const parent = join(mkdtempSync(join(tmpdir(), 'huella-client-')), 'assets');
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeWithCompressed(join(dist, 'index.html'), INDEX);
  writeWithCompressed(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), TINY);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const [name, html] of Object.entries(PAGES)) {
    mkdirSync(join(dist, 'pages', name.split('/')[0]!), { recursive: true });
    writeWithCompressed(join(dist, 'pages', `${name}.html`), html);
  }
  t = await createTestApp({ HUELLA_WEB_DIST: dist });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(cookie ? { cookie } : {}) },
  });


describe('the client files, compressed', () => {
  it('sends the brotli file when the request accepts br, with the type of the original and the length of what is sent', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(decodedBody(res)).toBe(SCRIPT);
  });

  it('sends the gzip file to a request that accepts gzip only', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(decodedBody(res)).toBe(SCRIPT);
  });

  it('sends the file as it is to a request that accepts no encoding, still saying the answer varies with it', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/index-abc123.js', acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(SCRIPT.length);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('respects q=0 and the weights of the encodings', async () => {
    expect((await get('/assets/index-abc123.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-abc123.js', 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-abc123.js', 'gzip;q=0.5, br;q=0.8')).headers['content-encoding']).toBe('br');
    const neither = await get('/assets/index-abc123.js', 'br;q=0, gzip;q=0');
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.body).toBe(SCRIPT);
  });

  it('sends a file too small to have compressed copies whole, whatever is accepted', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(decodedBody(res)).toBe(TINY);
  });
});

describe('the client files, cached', () => {
  it('lets a browser keep a hashed file for good, in every encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      expect((await get('/assets/index-abc123.js', acceptEncoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html asked again every time, as the fallback of a client route, and sends it compressed', async () => {
    for (const url of ['/dashboard', '/reports/12/edit', '/index.html']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers.vary, url).toBe('accept-encoding');
      expect(decodedBody(res), url).toBe(INDEX);
    }
    const plain = await get('/reports/12/edit');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX);
  });

  it('has a file named without a hash asked again every time', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the public pages, rendered by the build', () => {
  it('answers a public page with its rendered copy in English when the visitor chose no language', async () => {
    for (const [url, cookie] of [['/', undefined], ['/product', undefined], ['/product/', 'other=1'], ['/', 'huella_language=fr']] as const) {
      const res = await get(url, 'gzip, deflate, br', cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decodedBody(res), url).toBe(url === '/' ? PAGES['en/index'] : PAGES['en/product']);
    }
  });

  it("answers in Spanish to a visitor whose language cookie says so, among other cookies, and says the answer varies with cookies", async () => {
    const home = await get('/', 'gzip', 'theme=dark; huella_language=es');
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(home)).toBe(PAGES['es/index']);
    const product = await get('/product', undefined, 'huella_language=es');
    expect(product.body).toBe(PAGES['es/product']);
    for (const res of [home, product]) expect(res.headers.vary).toMatch(/^accept-encoding, cookie$/i);
  });

  it('keeps index.html for the pages the build did not render, whatever the language', async () => {
    for (const url of ['/contact', '/reports', '/pages']) {
      const res = await get(url, undefined, 'huella_language=es');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});

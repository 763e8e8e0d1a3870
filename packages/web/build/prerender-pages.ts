import react from '@vitejs/plugin-react';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { LANGUAGES, type Language } from '../src/i18n/language.ts';
import publicPages from '../src/prerender/public-pages.json' with { type: 'json' };

interface RenderedPage {
  html: string;
  head: { title?: string; description?: string };
}
type RenderPage = (path: string, language: Language) => Promise<RenderedPage>;

/** Where the prerendered pages go inside the build; the server reads the same folder (serve-client.ts). */
export const PAGES_FOLDER = 'pages';

/**
 * After the client build, renders each public page in each language into a copy of index.html
 * (`dist/pages/<language>/<name>.html`, with .br and .gz): the page's text is in the first answer, so a phone shows it
 * before any script has run (docs/performance.md). Renders through a server build of prerender/render-page.tsx, kept
 * inside node_modules so that it finds the packages it leaves out.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'huella:prerender-public-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const serverBuild = join(config.root, 'node_modules', '.huella-prerender');
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: 'src/prerender/render-page.tsx', outDir: serverBuild, emptyOutDir: true, minify: false },
        });
        try {
          const entry = (await readdir(serverBuild)).find((file) => file.startsWith('render-page.'));
          if (!entry) throw new Error(`the prerender's server build wrote no render-page file into ${serverBuild}`);
          await writePages(config.build.outDir, await importRenderer(join(serverBuild, entry)));
        } finally {
          await rm(serverBuild, { recursive: true, force: true });
        }
      },
    },
  };
}

/** The session and language stores read local storage as their modules load: a visitor with nothing stored. */
async function importRenderer(file: string): Promise<RenderPage> {
  if (!('localStorage' in globalThis)) {
    const empty = { getItem: () => null, setItem() {}, removeItem() {}, clear() {}, key: () => null, length: 0 };
    Object.defineProperty(globalThis, 'localStorage', { value: empty, configurable: true });
  }
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

async function writePages(outDir: string, renderPage: RenderPage) {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  for (const language of LANGUAGES) {
    const folder = join(outDir, PAGES_FOLDER, language);
    await mkdir(folder, { recursive: true });
    for (const page of publicPages) {
      const rendered = await renderPage(page.path, language);
      if (/<script/i.test(rendered.html)) {
        throw new Error(`${page.path} (${language}) rendered with an inline script, which the Content-Security-Policy blocks`);
      }
      const html = pageHtml(template, rendered, language, page.module ? preloads(manifest, page.module) : '');
      const file = join(folder, `${page.name}.html`);
      await writeFile(file, html);
      await writeFile(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
    }
  }
}

/** index.html with the page inside #root, its language, title and description, and what its own chunk needs. */
function pageHtml(template: string, page: RenderedPage, language: Language, links: string): string {
  let html = template;
  // Mantine sets the colour scheme's attribute from a script; the page is light, so it can come with the HTML.
  html = replaced(html, /<html lang="[a-z]+">/, `<html lang="${language}" data-mantine-color-scheme="light">`);
  if (page.head.title) html = replaced(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`);
  if (page.head.description) {
    html = replaced(html, /<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(page.head.description)}" />`);
  }
  html = replaced(html, /<\/head>/, `${links}</head>`);
  return replaced(html, /<div id="root"><\/div>/, `<div id="root" data-prerendered="${language}">${page.html}</div>`);
}

function replaced(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html no longer matches ${pattern}: update prerender-pages.ts`);
  return html.replace(pattern, () => replacement);
}

/**
 * The stylesheets of a lazily loaded page, so its rendered HTML is styled at first paint, and its scripts as module
 * preloads, so hydration does not wait for the entry to ask for them. The entry's own are in index.html already.
 */
function preloads(manifest: Manifest, module: string): string {
  const inEntry = reachable(manifest, 'index.html');
  const mine = reachable(manifest, module);
  const links: string[] = [];
  for (const key of mine.chunks) {
    if (inEntry.chunks.has(key)) continue;
    links.push(`<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
  }
  for (const css of mine.css) {
    if (!inEntry.css.has(css)) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return links.join('');
}

function reachable(manifest: Manifest, start: string) {
  const chunks = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: was it renamed? (src/prerender/public-pages.json)`);
    chunks.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(start);
  return { chunks, css };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

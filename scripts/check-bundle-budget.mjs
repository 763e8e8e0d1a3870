// What each route makes a browser download before it can show itself, compressed as the server sends it (brotli;
// gzip printed beside), against the budgets of issue #21: public pages ≤ 200 kB, app pages ≤ 350 kB, the totals
// page with its map and chart ≤ 450 kB. JavaScript, CSS and data files count; fonts and images the pages do not
// have. Reads the Vite manifest of a build (`npm run build`), exits 1 when a route is over.
// Run: node scripts/check-bundle-budget.mjs [path/to/dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'packages', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const PUBLIC = 200_000;
const APP = 350_000;
const TOTALS = 450_000;

// The public pages are the ones the build prerenders (packages/web/build/prerender-pages.ts).
const publicPages = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'packages', 'web', 'src', 'prerender', 'public-pages.json'), 'utf8'));
const PUBLIC_PAGES = new Set(publicPages.map((page) => page.module).filter(Boolean));
// The totals pages draw their map and pie after the figures (import()), the statistics page its charts
// (statistics-charts.tsx, recharts): counted in, with all they load in turn.
const FIGURE_PAGES = new Set([
  'src/features/report-totals/report-totals-page.tsx',
  'src/features/consumption-totals/consumption-totals-page.tsx',
  'src/features/statistics/statistics-page.tsx',
]);

/** Every page the router loads on demand (router.tsx names each `*-page.tsx`); layouts and parts ride along. */
function routes() {
  const list = [{ name: '/ (the entry chunk)', modules: ['index.html'], budget: PUBLIC }];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !/^src\/features\/.*-page\.tsx$/.test(key)) continue;
    if (PUBLIC_PAGES.has(key)) {
      list.push({ name: key, modules: ['index.html', key], budget: PUBLIC });
      continue;
    }
    const shell = ['index.html', 'src/app/layout/app-layout.tsx'];
    if (key.startsWith('src/features/configuration/') || key.startsWith('src/features/materials/')) {
      shell.push('src/features/configuration/configuration-layout.tsx');
    }
    const figures = FIGURE_PAGES.has(key);
    list.push({ name: key, modules: [...shell, key], budget: figures ? TOTALS : APP, deep: figures });
  }
  for (const key of [...PUBLIC_PAGES, ...FIGURE_PAGES]) {
    if (!list.some((route) => route.modules.at(-1) === key)) throw new Error(`${key} is not a page of the build: was it renamed?`);
  }
  return list;
}

/** The files modules bring: their chunks, static imports, stylesheets and assets; `deep` follows `import()` from the last one. */
function files(modules, deep) {
  const found = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: was it renamed?`);
    found.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) found.add(file);
    for (const next of chunk.imports ?? []) visit(next);
    if (deep && key !== 'index.html') for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  for (const key of modules) visit(key);
  return [...found];
}

const sizes = new Map();
function compressed(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length,
    });
  }
  return sizes.get(file);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
let over = 0;
console.log('| route | files | raw | gzip | brotli | budget | |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const route of routes()) {
  const list = files(route.modules, route.deep);
  const sum = (key) => list.reduce((total, file) => total + compressed(file)[key], 0);
  const brotli = sum('brotli');
  const ok = brotli <= route.budget;
  if (!ok) over += 1;
  console.log(`| ${route.name} | ${list.length} | ${kB(sum('raw'))} | ${kB(sum('gzip'))} | ${kB(brotli)} | ${kB(route.budget)} | ${ok ? 'ok' : 'OVER'} |`);
}
if (over > 0) {
  console.error(`\n${over} route(s) over budget: see the OVER rows above.`);
  process.exit(1);
}
console.log('\nEvery route is within its budget.');

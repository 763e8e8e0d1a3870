// What each route makes a browser download before it can show itself, compressed as the server sends it (brotli;
// gzip printed beside), against the budgets of issue #21: public pages ≤ 200 kB, app pages ≤ 350 kB, the totals
// page with its map and chart ≤ 450 kB. JavaScript, CSS and data files count; fonts and images the pages do not
// have. Also that the pages which only show data load no zod. Reads the Vite manifest of a build (`npm run build`),
// exits 1 when a route is over or loads zod where it should not.
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

// The edit pages show their header first and load the form and sections apart (report-edit-page.tsx): the page is
// not whole without them, so they count.
const PAGE_PARTS = {
  'src/features/reports/report-edit-page.tsx': ['src/features/reports/transport-edit-content.tsx'],
  'src/features/consumptions/consumption-edit-page.tsx': ['src/features/consumptions/consumption-edit-content.tsx'],
};

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
    list.push({ name: key, modules: [...shell, key, ...(PAGE_PARTS[key] ?? [])], budget: figures ? TOTALS : APP, deep: figures });
  }
  for (const key of [...PUBLIC_PAGES, ...FIGURE_PAGES, ...Object.keys(PAGE_PARTS)]) {
    if (!list.some((route) => route.modules.includes(key))) throw new Error(`${key} is not a page of the build: was it renamed?`);
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

// Zod builds every schema of a module as it loads (100–140 ms on a phone for the contracts): the pages that only
// show data must not load it (packages/web/build/pure-contracts.ts). Its classes name themselves in strings that
// survive minifying.
const WITHOUT_ZOD = new Set([
  'src/features/dashboard/dashboard-page.tsx',
  'src/features/reports/reports-page.tsx',
  'src/features/reports/report-edit-page.tsx',
  'src/features/report-totals/report-totals-page.tsx',
  'src/features/consumptions/consumptions-page.tsx',
  'src/features/consumptions/consumption-edit-page.tsx',
  'src/features/consumption-totals/consumption-totals-page.tsx',
]);
const zodFiles = new Map();
function loadsZod(list) {
  return list.some((file) => {
    if (!zodFiles.has(file)) zodFiles.set(file, file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('$ZodType'));
    return zodFiles.get(file);
  });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
let over = 0;
let zodWhereNone = 0;
console.log('| route | files | raw | gzip | brotli | budget | zod | |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const route of routes()) {
  const list = files(route.modules, route.deep);
  const sum = (key) => list.reduce((total, file) => total + compressed(file)[key], 0);
  const brotli = sum('brotli');
  const zod = loadsZod(list);
  const zodRefused = zod && route.modules.some((key) => WITHOUT_ZOD.has(key));
  const ok = brotli <= route.budget && !zodRefused;
  if (brotli > route.budget) over += 1;
  if (zodRefused) zodWhereNone += 1;
  const verdict = brotli > route.budget ? 'OVER' : zodRefused ? 'ZOD' : 'ok';
  console.log(`| ${route.name} | ${list.length} | ${kB(sum('raw'))} | ${kB(sum('gzip'))} | ${kB(brotli)} | ${kB(route.budget)} | ${zod ? 'yes' : 'no'} | ${ok ? 'ok' : verdict} |`);
}
for (const key of WITHOUT_ZOD) {
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest: was it renamed?`);
}
if (over > 0) console.error(`\n${over} route(s) over budget: see the OVER rows above.`);
if (zodWhereNone > 0) {
  console.error(`\n${zodWhereNone} route(s) that only show data load zod: see the ZOD rows above. A constant they import shares its module with a schema another page uses; move it to a module of its own (packages/contracts/src/paging.ts).`);
}
if (over > 0 || zodWhereNone > 0) process.exit(1);
console.log('\nEvery route is within its budget, and the pages that only show data load no zod.');

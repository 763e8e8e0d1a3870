// Time and memory of one import (POST /api/reports/ as multipart, docs/import.md "Scale") by its number of rows, as a
// TMS export would be: road rows with place names the gazetteer resolves (half with a declared distance, half
// measured by the server), a vehicle, a material, tags, each row its own cargo. KIND=sea: sea legs routed between
// ports. KIND=xlsx: the same road rows as an Excel workbook. PGlite by default; TEST_DATABASE_URL for PostgreSQL.
// Each size runs in a fresh process, so its peak resident memory is its own.
// Run: node --import tsx bench/import.ts [rows…]      (default 10000 100000)
//      KIND=sea node --import tsx bench/import.ts 1000
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const KIND = process.env.KIND ?? 'road';
const PLACES = ['Madrid', 'Barcelona, ES', 'Valencia, ES', 'Sevilla', 'Zaragoza', 'Bilbao', 'Lyon', 'Paris', 'Milan', 'Hamburg', 'Rotterdam', 'Lisbon', 'Porto', 'Toulouse', 'Munich'];
const VEHICLES = ['Articulated truck 34-40 t', 'Rigid truck 17-26 t', 'Tractocamión articulado 40-44 t', ''];
const PORTS = ['ESVLC', 'CNSHA', 'NLRTM', 'SGSIN', 'USNYC', 'BRSSZ', 'ZADUR', 'AEJEA'];

function roadRow(i: number): string[] {
  const from = PLACES[i % PLACES.length] as string;
  const to = PLACES[(i * 7 + 3) % PLACES.length] as string;
  const distance = i % 2 ? String(100 + (i % 900)) : '';
  return [from, to === from ? 'Madrid' : to, distance, VEHICLES[i % VEHICLES.length] as string, i % 3 ? 'groupage' : 'Carga completa', 'Electronics', String((i % 20) + 1.5), `customer:C${i % 40}|order:PO-${i}`];
}
const ROAD_HEADER = ['origin', 'destination', 'distance_km', 'vehicle', 'vehicle_load_type', 'commodity', 'weight_t', 'tags'];

const line = (cells: string[]) => `${cells.map((c) => (/[,"]/.test(c) ? `"${c}"` : c)).join(',')}\n`;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function writeCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write(line(KIND === 'sea' ? ['port_origin', 'port_destination', 'ship_load_type', 'weight_t'] : ROAD_HEADER));
  for (let i = 1; i <= rows; i++) {
    const cells = KIND === 'sea' ? [PORTS[i % PORTS.length] as string, PORTS[(i * 3 + 1) % PORTS.length] === PORTS[i % PORTS.length] ? 'NLRTM' : (PORTS[(i * 3 + 1) % PORTS.length] as string), 'container', String((i % 20) + 1)] : roadRow(i);
    if (!out.write(line(cells))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(path: string, rows: number): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path });
  const sheet = book.addWorksheet('road');
  sheet.addRow(ROAD_HEADER).commit();
  for (let i = 1; i <= rows; i++) {
    const cells: (string | number)[] = roadRow(i);
    cells[6] = Number(cells[6]);
    sheet.addRow(cells).commit();
  }
  await book.commit();
}

async function measure(rows: number): Promise<void> {
  const { createTestApp } = await import('../packages/server/src/test-support/test-app.ts');
  const t = await createTestApp({ HUELLA_IMPORT_MAX_ROWS: String(rows), HUELLA_IMPORT_FILE_LIMIT_BYTES: String(100 * 1024 * 1024) });
  const token = await t.login('demo.super');
  const directory = await mkdtemp(join(tmpdir(), 'huella-bench-'));
  const file = join(directory, KIND === 'xlsx' ? 'rows.xlsx' : 'rows.csv');
  await (KIND === 'xlsx' ? writeXlsx(file, rows) : writeCsv(file, rows));
  const content = await readFile(file);
  const boundary = '----huella-bench';
  const field = KIND === 'sea' ? 'nautical_stages' : 'road_overland_stages';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="project_name"\r\n\r\nImport bench ${rows}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="date"\r\n\r\n2026-04-02\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${KIND === 'xlsx' ? 'rows.xlsx' : 'rows.csv'}"\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const started = performance.now();
  const res = await t.call(token, { method: 'POST', url: '/api/reports/', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.statusCode !== 201) throw new Error(`${rows} rows: ${res.statusCode} ${res.body.slice(0, 500)}`);
  const totals = (await t.call(token, { method: 'GET', url: `/api/reports/${res.json().id}/` })).json();
  console.log(
    `${String(rows).padStart(7)} rows  ${(content.length / 1024 / 1024).toFixed(1).padStart(5)} MB file  ${seconds.toFixed(1).padStart(6)} s  ` +
      `${((seconds * 1000) / rows).toFixed(2).padStart(6)} ms/row  RSS ${mb(before)} → peak ${mb(peak)} MB (+${mb(peak - before)})  CO2 ${(totals.CO2_total / 1000).toFixed(1)} t`,
  );
  await rm(directory, { recursive: true, force: true });
  await t.close();
}

const child = process.env.IMPORT_BENCH_ROWS;
if (child) await measure(Number(child));
else {
  const sizes = process.argv.slice(2).map(Number);
  console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: one import per size (${KIND} rows), each in a fresh process`);
  for (const rows of sizes.length ? sizes : [10_000, 100_000]) {
    execFileSync(process.execPath, [...(process.env.HEAP_MB ? [`--max-old-space-size=${process.env.HEAP_MB}`] : []), '--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)], { stdio: 'inherit', env: { ...process.env, IMPORT_BENCH_ROWS: String(rows) } });
  }
}

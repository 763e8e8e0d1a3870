// Time of one CSV import (POST /api/reports/ as multipart, docs/import.md) by its number of rows, each row its
// own cargo, as a spreadsheet of shipments would be: road stages with a declared distance, or (KIND=sea) sea legs
// between two ports that the server routes over the sea network. PGlite by default; set TEST_DATABASE_URL for
// PostgreSQL. The row cap is lifted so that the sizes past it can be measured.
// Run: node --import tsx bench/import.ts [rows…]      (default 250 500 1000 2000)
//      KIND=sea node --import tsx bench/import.ts 1000
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../packages/server/src/test-support/test-app.ts';

const sizes = process.argv.slice(2).map(Number);
const ROWS = sizes.length ? sizes : [250, 500, 1000, 2000];
const SEA = process.env.KIND === 'sea';
const PORTS = ['ESVLC', 'CNSHA', 'NLRTM', 'SGSIN', 'USNYC', 'BRSSZ', 'ZADUR', 'AEJEA'];

const t = await createTestApp({ HUELLA_IMPORT_MAX_ROWS: String(Math.max(...ROWS)), HUELLA_IMPORT_FILE_LIMIT_BYTES: String(50 * 1024 * 1024) });
const token = await t.login('demo.super');

function form(rows: number) {
  const boundary = '----huella-bench';
  const csv = [SEA ? 'cargo,cargo_weight,ship_load_type,port_origin,port_destination' : 'cargo,cargo_weight,distance,vehicle_load_type,origin,destination'];
  for (let i = 1; i <= rows; i++) {
    const [from, to] = [PORTS[i % PORTS.length], PORTS[(i * 3 + 1) % PORTS.length]];
    csv.push(SEA ? `C${i},${(i % 20) + 1},container,${from},${to === from ? 'NLRTM' : to}` : `C${i},${(i % 20) + 1},${100 + (i % 900)},groupage,Valencia,Lyon`);
  }
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="project_name"\r\n\r\nImport bench ${rows}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="date"\r\n\r\n2026-04-02\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="${SEA ? 'nautical_stages' : 'road_overland_stages'}"; filename="legs.csv"\r\nContent-Type: text/csv\r\n\r\n${csv.join('\n')}\n\r\n` +
    `--${boundary}--\r\n`;
  return { payload: Buffer.from(body), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: one import per size, ${SEA ? 'sea legs routed between ports' : 'road rows'} with a cargo each`);
for (const rows of ROWS) {
  const started = performance.now();
  const res = await t.call(token, { method: 'POST', url: '/api/reports/', ...form(rows) });
  const seconds = (performance.now() - started) / 1000;
  if (res.statusCode !== 201) throw new Error(`${rows} rows: ${res.statusCode} ${res.body.slice(0, 300)}`);
  console.log(`${String(rows).padStart(7)} rows  ${seconds.toFixed(1).padStart(6)} s  ${((seconds * 1000) / rows).toFixed(1).padStart(6)} ms/row`);
}
await t.close();

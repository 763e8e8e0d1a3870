// JavaScript a visitor of `/` downloads before the page can run: the entry chunk plus every chunk
// dist/index.html preloads (the lazily loaded pages are not counted). Target: under 250 kB gzip.
// Run after `npm run build`: node --import tsx bench/public-entry-size.ts [path/to/dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'packages', 'web', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(join(dist, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
console.log(`${files.length} files, ${(raw / 1000).toFixed(1)} kB, ${(gzip / 1000).toFixed(1)} kB gzip`);

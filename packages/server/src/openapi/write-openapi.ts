// `node --import tsx packages/server/src/openapi/write-openapi.ts [file]`: writes the OpenAPI document the
// server serves at /api/schema/ (default .cache/openapi.json), for the lint in `npm test`. The app is built
// on an empty in-memory database: registering routes reads nothing, and nothing listens.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/connection.ts';

const file = resolve(process.argv[2] ?? '.cache/openapi.json');
const database = await openPglite(undefined);
const app = await buildApp({ db: database.db, config: loadConfig({ LOG_LEVEL: 'silent', HUELLA_WEB_DIST: '/nonexistent' }) }, { logger: false });
await app.ready();
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(file);

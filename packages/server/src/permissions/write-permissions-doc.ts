// `node --import tsx packages/server/src/permissions/write-permissions-doc.ts`: renders docs/permissions.md from the
// permission table (permissions-doc.test.ts fails while the two differ).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderPermissions } from './render-permissions.ts';

const file = resolve(import.meta.dirname, '../../../../docs/permissions.md');
writeFileSync(file, renderPermissions());
console.log(file);

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_SEED } from './test-seed.ts';
import { adminQuery, buildPgliteTemplate, buildPostgresTemplate, templateKey, testPostgres, type DatabaseTemplate } from './template-database.ts';

/** The server project's global setup: one migrated and seeded template database per run (template-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = testPostgres();
  if (server) {
    const name = await buildPostgresTemplate(server.adminUrl, TEST_SEED);
    project.provide('databaseTemplates', { [templateKey(TEST_SEED)]: { kind: 'postgres', name } satisfies DatabaseTemplate });
    return () => adminQuery(server.adminUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'huella-template-'));
  const dataDirFile = join(dir, 'pgdata.tar');
  await writeFile(dataDirFile, Buffer.from(await (await buildPgliteTemplate(TEST_SEED)).arrayBuffer()));
  project.provide('databaseTemplates', { [templateKey(TEST_SEED)]: { kind: 'pglite', dataDirFile } satisfies DatabaseTemplate });
  return () => rm(dir, { recursive: true, force: true });
}

import { describe, expect, it } from 'vitest';
import { listFiles, readSource } from './source-files.ts';
import { stringBuiltSql, type AllowedRaw } from './string-built-sql.ts';

// Issue #17 part 5: the server sends SQL only through parameterised queries (docs/security.md). Every `sql.raw`
// that is not a literal is listed here with the reason it can never carry a request's value.

const ALLOWED: readonly AllowedRaw[] = [
  {
    file: 'packages/server/src/resources/statistics/emission-facts.ts',
    argument: '`coalesce((f.result${path})::float8, 0)`',
    reason: "`figure(path)` is called only in this file, each time with a literal JSON accessor (`->>'mass_t'`).",
  },
  ...['names', 'definitions', 'quoted(key)', 'onConflict'].map((argument) => ({
    file: 'packages/server/src/db/reference-data/upsert-dataset.ts',
    argument,
    reason: "Column names and SQL types of a drizzle table of the schema (getTableColumns, getSQLType), each name double-quoted: the seed's reference tables, never a request.",
  })),
];

const serverSources = () => listFiles('packages/server/src', /\.ts$/).filter((file) => !file.endsWith('.test.ts'));

describe('SQL built from strings', () => {
  it('appears nowhere in the server, but for the reasoned exceptions', () => {
    expect(serverSources().flatMap((file) => stringBuiltSql(file, readSource(file), ALLOWED))).toEqual([]);
  });

  it('lists no exception that no longer exists', () => {
    const used = ALLOWED.filter((allowed) => readSource(allowed.file).includes(`sql.raw(${allowed.argument})`));
    expect(used).toEqual(ALLOWED);
  });

  it('finds a planted sql.raw of a request value, a driver query built by a template or a +, and a cursor of built text', () => {
    const planted = [
      "import { sql } from 'drizzle-orm';",
      'export const list = (search: string) => db.execute(sql.raw(`select * from reports where project_name = \'${search}\'`));',
      'export const ordered = (column: string) => sql`select 1 order by ${sql.raw(column)}`;',
      'export const viaPool = (id: string) => pool.query(`select * from users where id = ${id}`);',
      "export const viaPlus = (id: string) => client.query('select * from users where id = ' + id);",
      'export const viaPglite = (table: string) => pglite.exec(`truncate ${table}`);',
      'export const viaCursor = (where: string) => new Cursor(`select 1 where ${where}`);',
      // Parameterised or literal: not reported.
      'export const safe = (search: string) => db.execute(sql`select * from reports where project_name = ${search}`);',
      "export const literal = sql.raw('f.type, f.activity');",
      "export const params = (id: number) => pool.query('select * from users where id = $1', [id]);",
      'export const regexp = (text: string) => /^k(\\d+)$/.exec(text);',
    ].join('\n');
    expect(stringBuiltSql('packages/server/src/planted.ts', planted)).toEqual([
      "packages/server/src/planted.ts:2: sql.raw(`select * from reports where project_name = '${search}'`)",
      'packages/server/src/planted.ts:3: sql.raw(column)',
      'packages/server/src/planted.ts:4: .query(`select * from users where id = ${id}`)',
      "packages/server/src/planted.ts:5: .query('select * from users where id = ' + id)",
      'packages/server/src/planted.ts:6: .exec(`truncate ${table}`)',
      'packages/server/src/planted.ts:7: new Cursor(`select 1 where ${where}`)',
    ]);
  });

  it('allows an exception only in its own file and for its exact argument', () => {
    const source = 'const figure = (path: string) => sql.raw(`coalesce((f.result${path})::float8, 0)`);';
    expect(stringBuiltSql('packages/server/src/resources/statistics/emission-facts.ts', source, ALLOWED)).toEqual([]);
    expect(stringBuiltSql('packages/server/src/resources/reports/list.ts', source, ALLOWED)).toHaveLength(1);
    const widened = 'const figure = (path: string) => sql.raw(`coalesce((f.result${path})::float8, ${fallback})`);';
    expect(stringBuiltSql('packages/server/src/resources/statistics/emission-facts.ts', widened, ALLOWED)).toHaveLength(1);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleCsv } from './example-csv.ts';
import { IMPORT_KINDS, type ImportKind } from './import-kinds.ts';

const doc = readFileSync(join(import.meta.dirname, '../../../../../docs/import.md'), 'utf8');

/**
 * The column names a passage of docs/import.md gives: the backticked names outside parentheses (inside them
 * the doc gives units and allowed values, not columns).
 */
function columnsIn(text: string): string[] {
  let outside = text;
  while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, '');
  return [...outside.matchAll(/`([^`]+)`/g)].map((match) => (match[1] === 'tag:<name>' ? 'tag:customer' : (match[1] ?? '')));
}

/** The paragraph or list item that starts with `start` (wrapped lines included). */
function passage(start: string): string {
  const at = doc.indexOf(start);
  if (at < 0) throw new Error(`docs/import.md no longer has "${start}"`);
  const rest = doc.slice(at + start.length);
  const ends = [rest.indexOf('\n\n'), rest.indexOf('\n- ')].filter((end) => end >= 0);
  return rest.slice(0, Math.min(rest.length, ...ends));
}

const cargo = columnsIn(passage('**Cargo columns (every file).**'));
const stagesLine = passage('**Stages.**');
const [ends = '', airEnds = ''] = stagesLine.split('— or, for air,');
const own: Record<ImportKind, string[]> = {
  road_overland_stages: columnsIn(passage('- road:')),
  rail_overland_stages: columnsIn(passage('- rail:')),
  air_stages: [...columnsIn(airEnds), ...columnsIn(passage('- air:'))],
  nautical_stages: columnsIn(passage('- nautical:')),
  storages: columnsIn(passage('**Storages.**')),
};

/**
 * The doc lists the place columns for every stage file, but a nautical file's ends are its ports and the server
 * answers "Unknown column" for `origin` and `destination` there; the coordinates would name no place either.
 */
function endsOf(kind: ImportKind): string[] {
  if (kind === 'storages') return [];
  const listed = columnsIn(ends);
  return kind === 'nautical_stages' ? listed.filter((column) => column === 'distance' || column === 'operated_by') : listed;
}

describe('example CSV files', () => {
  it.each(IMPORT_KINDS)('%s has exactly the columns docs/import.md lists for it', (kind) => {
    const expected = [...cargo, ...endsOf(kind), ...own[kind]];
    expect(EXAMPLES[kind].columns.toSorted()).toEqual(expected.toSorted());
  });

  it.each(IMPORT_KINDS)('%s has a header and one row of the same width', (kind) => {
    const [header, row, rest] = exampleCsv(kind).split('\n');
    expect(header?.split(',')).toEqual(EXAMPLES[kind].columns);
    expect(row?.split(',')).toHaveLength(EXAMPLES[kind].columns.length);
    expect(rest).toBe('');
  });

  it('finds the cargo columns in docs/import.md', () => {
    expect(cargo).toEqual(['cargo', 'cargo_weight', 'cargo_type', 'cargo_teu', 'commodity', 'passengers', 'tag:customer']);
  });
});

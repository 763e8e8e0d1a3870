import { describe, expect, it } from 'vitest';
import { listFiles, readSource } from './source-files.ts';

// `.env.example` names every variable the code reads (STYLE.md), so that a newcomer can trust it.

function variablesRead(): Set<string> {
  const names = new Set<string>();
  // The server's configuration schema, parsed once at start-up.
  for (const [, name = ''] of readSource('packages/server/src/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)) names.add(name);
  // Everything else: tests, browser tests, scripts and benches.
  const sources = ['packages', 'e2e', 'scripts', 'bench'].flatMap((dir) => listFiles(dir, /\.(ts|tsx|mjs)$/));
  for (const file of sources) {
    for (const match of readSource(file).matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) {
      names.add(match[1] ?? match[2] ?? '');
    }
  }
  return names;
}

describe('.env.example', () => {
  it('names every variable the code reads', () => {
    const example = readSource('.env.example');
    const missing = [...variablesRead()].filter((name) => !new RegExp(`\\b${name}=`).test(example));
    expect(missing).toEqual([]);
  });
});

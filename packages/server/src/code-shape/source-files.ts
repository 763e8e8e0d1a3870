import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository's root, whatever directory the tests run from. */
export const repositoryRoot = resolve(import.meta.dirname, '../../../..');

const SKIPPED = new Set(['node_modules', 'dist', 'migrations', '.cache']);

/** Every file under `dir` (relative to the repository) whose name matches `pattern`, as repository paths. */
export function listFiles(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (absolute: string) => {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(absolute, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (pattern.test(entry.name)) found.push(relative(repositoryRoot, path));
    }
  };
  walk(join(repositoryRoot, dir));
  return found.toSorted();
}

export function readSource(file: string): string {
  return readFileSync(join(repositoryRoot, file), 'utf8');
}

/**
 * The module specifiers a file imports: static imports and re-exports (which start a line, as every import of
 * ours does) and dynamic `import('…')` with a literal.
 */
export function importedSpecifiers(source: string): string[] {
  const pattern =
    /^(?:import|export)\s+(?:type\s+)?(?:[\w$*\s,{}]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '');
}

/** The repository path a relative specifier points at, or null for a package name. */
export function resolveRelative(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return relative(repositoryRoot, resolve(repositoryRoot, dirname(file), specifier));
}

import { importedSpecifiers, readSource, resolveRelative } from './source-files.ts';

export interface ImportEdge {
  from: string;
  to: string;
}

/** The relative imports of `files`, each resolved to the repository path it points at. */
export function relativeEdges(files: string[]): ImportEdge[] {
  return files.flatMap((from) =>
    importedSpecifiers(readSource(from)).flatMap((specifier) => {
      const to = resolveRelative(from, specifier);
      return to === null ? [] : [{ from, to }];
    }),
  );
}

/**
 * A relative import that leaves its package: another package's files (which go by the package's name), or the
 * shipped data in data/, which only the server reads (it loads reference data and passes it to the core).
 */
export function importsLeavingTheirPackage(edges: ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const home = /^packages\/[^/]+\//.exec(from)?.[0];
      if (home === undefined || to.startsWith(home)) return false;
      return !(home === 'packages/server/' && to.startsWith('data/'));
    })
    .map(({ from, to }) => `${from} imports ${to}`);
}

/**
 * Folders under `root` (the web's features) that import each other in a circle, directly or through others:
 * each circle once, as "a -> b -> a", with one import that makes each step.
 */
export function folderCycles(edges: ImportEdge[], root: string): string[] {
  const folderOf = (path: string) => (path.startsWith(root) ? (path.slice(root.length).split('/')[0] ?? null) : null);
  const steps = new Map<string, Map<string, string>>();
  for (const { from, to } of edges) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (a === null || b === null || a === b) continue;
    const fromA = steps.get(a) ?? new Map<string, string>();
    steps.set(a, fromA);
    if (!fromA.has(b)) fromA.set(b, `${from} imports ${to}`);
  }
  const cycles: string[] = [];
  const seen = new Set<string>();
  // Shortest way back to `start` from each of its neighbours (breadth first), so each circle is named once.
  for (const start of [...steps.keys()].toSorted()) {
    const back = new Map<string, string>([[start, '']]);
    const queue = [start];
    let closing: string | null = null;
    while (queue.length > 0 && closing === null) {
      const node = queue.shift()!;
      for (const next of [...(steps.get(node)?.keys() ?? [])].toSorted()) {
        if (next === start) {
          closing = node;
          break;
        }
        if (!back.has(next)) {
          back.set(next, node);
          queue.push(next);
        }
      }
    }
    if (closing === null) continue;
    const path = [closing];
    while (path[0] !== start) path.unshift(back.get(path[0] ?? '') ?? start);
    const key = path.toSorted().join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const circle = [...path, start];
    const why = circle.slice(1).map((to, i) => steps.get(circle[i] ?? '')?.get(to) ?? '');
    cycles.push(`${circle.join(' -> ')} (${why.join('; ')})`);
  }
  return cycles;
}

import { describe, expect, it } from 'vitest';
import { folderCycles, type ImportEdge, importsLeavingTheirPackage, relativeEdges } from './import-rules.ts';
import { listFiles } from './source-files.ts';

// The rules of docs/architecture.md that oxlint cannot state (.oxlintrc.json states the others: no import cycle
// between files, what each package may import). Each rule is a function of the import edges, so the tests below
// run it on the repository and on a planted violation.

const SOURCE = /\.(ts|tsx|mjs)$/;
const PACKAGES = ['contracts', 'emissions', 'server', 'web'];

const packageEdges = relativeEdges(PACKAGES.flatMap((name) => listFiles(`packages/${name}`, SOURCE)));

describe('the import graph', () => {
  it('has no relative import that leaves its package, but the server reading data/', () => {
    expect(importsLeavingTheirPackage(packageEdges)).toEqual([]);
  });

  it('has no two web features that import each other, directly or in a longer circle', () => {
    expect(folderCycles(packageEdges, 'packages/web/src/features/')).toEqual([]);
  });

  it('finds a planted import out of a package and a planted circle of features', () => {
    const planted: ImportEdge[] = [
      { from: 'packages/emissions/src/factors/default-factor-set.ts', to: 'data/factors/desnz-2025.json' },
      { from: 'packages/server/src/core-data/default-factor-set.ts', to: 'data/factors/desnz-2025.json' },
      { from: 'packages/web/src/features/reports/report-list.tsx', to: 'packages/web/src/features/report-totals/format.ts' },
      { from: 'packages/web/src/features/report-totals/page.tsx', to: 'packages/web/src/features/stages/api.ts' },
      { from: 'packages/web/src/features/stages/form.tsx', to: 'packages/web/src/features/reports/api.ts' },
      { from: 'packages/web/src/features/stages/form.tsx', to: 'packages/web/src/lib/format-figures.ts' },
    ];
    expect(importsLeavingTheirPackage(planted)).toEqual([
      'packages/emissions/src/factors/default-factor-set.ts imports data/factors/desnz-2025.json',
    ]);
    expect(folderCycles(planted, 'packages/web/src/features/')).toEqual([
      'report-totals -> stages -> reports -> report-totals (' +
        'packages/web/src/features/report-totals/page.tsx imports packages/web/src/features/stages/api.ts; ' +
        'packages/web/src/features/stages/form.tsx imports packages/web/src/features/reports/api.ts; ' +
        'packages/web/src/features/reports/report-list.tsx imports packages/web/src/features/report-totals/format.ts)',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { citableDocument, repositoryDocument, unresolvedCitations } from './doc-citations.ts';
import { listFiles, readSource } from './source-files.ts';

// Comments say why with a citation (STYLE.md); a citation the reader cannot follow is worse than none.

const THIS_FILE = 'packages/server/src/code-shape/doc-citations.test.ts'; // its wrong citations are planted

const CITING = [
  ...['packages', 'e2e', 'scripts', 'bench'].flatMap((dir) => listFiles(dir, /\.(ts|tsx|mjs)$/)).filter((file) => file !== THIS_FILE),
  ...listFiles('docs', /\.md$/),
  'README.md',
  'data/SOURCES.md',
];

describe('citations of docs/', () => {
  it('name a file, a section and a heading that exist in the repository', () => {
    const problems = CITING.flatMap((file) =>
      unresolvedCitations(readSource(file), repositoryDocument).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('are found wrong when the file, a section of a list, a quoted heading or quoted words are missing', () => {
    const methodology = citableDocument(
      ['## 4. Distances', 'Declared distance always wins.', '### 5.3 Sea (ship_model)', '### 8.2 Which data is used', '**Road groupage.** A road stage…'].join('\n'),
    );
    const read = (path: string) => (path === 'docs/methodology.md' ? methodology : null);
    const text = [
      'docs/methodology.md §4 and docs/methodology.md §5.3, "Road groupage"',
      '(docs/methodology.md §4, §5.9) docs/methodology.md §8.2 docs/methodology.md "Road works"',
      'docs/methodology.md §4 "declared distance always wins" docs/methodology.md §4 "great circle wins"',
      'docs/spec/part-3.md §1',
    ].join('\n');
    expect(unresolvedCitations(text, read)).toEqual([
      'docs/methodology.md §5.9: no such section',
      'docs/methodology.md "road works": no heading or bold lead-in begins so',
      'docs/methodology.md §4 "great circle wins": not in the file',
      'docs/spec/part-3.md: no such file',
    ]);
  });
});

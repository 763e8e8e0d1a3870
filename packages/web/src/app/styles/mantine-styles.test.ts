import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The stylesheets are imported per component (public-styles.ts, app-styles.ts). A component rendered without its
// stylesheet still works but looks broken, and no other test would notice: this one follows the code's imports.
const src = resolve(import.meta.dirname, '..', '..');
// The package's exports hide package.json; its stylesheet is exported and sits at the package root.
const mantine = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const esm = join(mantine, 'esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Our modules a file loads at once: static relative imports, not `import()` (those are other chunks). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import [^;]*?from '(\.{1,2}\/[^']+)';/gms)].map((match) => resolve(dirname(file), match[1] ?? ''));
}

function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

/** Mantine components (and internal parts such as InlineInput) our files render, with those they are built from. */
function mantineParts(files: Iterable<string>): Set<string> {
  const parts = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+\.mjs)"/g)) {
      const target = resolve(dirname(file), match[1] ?? '');
      const part = /\/esm\/(?:components|utils)\/([A-Za-z]+)\//.exec(target)?.[1];
      if (part) parts.add(part);
      if (existsSync(target)) visit(target);
    }
  };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',').map((item) => item.trim())) {
        const module = join(esm, 'components', name, `${name}.mjs`);
        if (!existsSync(module)) continue;
        parts.add(name);
        visit(module);
      }
    }
  }
  return parts;
}

const withStylesheet = (parts: Set<string>) => [...parts].filter((part) => existsSync(join(mantine, 'styles', `${part}.css`))).toSorted();

/** The components' stylesheets a file imports (Mantine's global ones, baseline.css and the like, are lower case). */
function importedStylesheets(file: string): string[] {
  return [...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(/^import '@mantine\/core\/styles\/([A-Z][A-Za-z]+)\.css';/gm)].map(
    (match) => match[1] ?? '',
  );
}

// What a visitor of the public site loads: the entry and the public pages' own chunks (router.tsx).
const publicEntries = [
  'main.tsx',
  'features/auth/login-page.tsx',
  'features/product/product-page.tsx',
  'features/contact/contact-page.tsx',
  'features/legal/privacy-policy-page.tsx',
  'features/legal/terms-conditions-page.tsx',
].map((file) => join(src, file));

describe('Mantine stylesheets per component', () => {
  const publicSheets = importedStylesheets('public-styles.ts');
  const appSheets = importedStylesheets('app-styles.ts');

  it('loads with the entry every stylesheet a public page needs', () => {
    const needed = withStylesheet(mantineParts(reachable(publicEntries)));
    expect(needed.length).toBeGreaterThan(10);
    expect(needed.filter((part) => !publicSheets.includes(part))).toEqual([]);
  });

  it('loads with the signed-in shell every stylesheet the rest of the application needs', () => {
    const needed = withStylesheet(mantineParts(sourceFiles(src)));
    expect(needed).toContain('Table');
    expect(needed.filter((part) => !publicSheets.includes(part) && !appSheets.includes(part))).toEqual([]);
  });

  it("keeps Mantine's own order in each list, so a component's rules come after those of the parts it is built from", () => {
    // An Anchor is also a Text: with Text.css after Anchor.css, Text's `text-decoration: none` won and no link was
    // ever underlined. Mantine's whole stylesheet has every component in the order it needs.
    const whole = readFileSync(join(mantine, 'styles.css'), 'utf8');
    const places = new Map(
      [...publicSheets, ...appSheets].map((part) => {
        const firstClass = /\.m_[0-9a-f]+\b/.exec(readFileSync(join(mantine, 'styles', `${part}.css`), 'utf8'))?.[0] ?? '';
        return [part, whole.indexOf(firstClass)];
      }),
    );
    const place = (part: string) => places.get(part) ?? -1;
    for (const sheets of [publicSheets, appSheets]) {
      expect(sheets.map(place).every((at) => at >= 0)).toBe(true);
      expect(sheets).toEqual(sheets.toSorted((a, b) => place(a) - place(b)));
    }
  });

  it('loads no stylesheet twice, and none of a component the public pages never render in their list', () => {
    expect(appSheets.filter((part) => publicSheets.includes(part))).toEqual([]);
    const publicNeeded = new Set(withStylesheet(mantineParts(reachable(publicEntries))));
    // Shared parts Mantine asks to load early (css-files-list) may stay in the public list though unused there.
    const early = ['UnstyledButton', 'VisuallyHidden', 'Paper', 'CloseButton', 'Group', 'Loader', 'Input', 'InlineInput', 'ActionIcon', 'Notification'];
    expect(publicSheets.filter((part) => !publicNeeded.has(part) && !early.includes(part))).toEqual([]);
  });
});

import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { markPureInitializers } from './pure-contracts.ts';

describe('markPureInitializers', () => {
  it('wraps a top-level value built by calls, whole, and leaves literals, functions and statements as they are', () => {
    const source = [
      "export const KINDS = ['año', 'b'];",
      "const label = 'Año';",
      "export const kind = z.object({ n: z.number().int(), t: z.string().describe('España') }).strict();",
      'export const byPath = { a: z.string().min(1) };',
      'export const add = (x) => x + 1;',
      'z.config({ jitless: true });',
    ].join('\n');
    expect(markPureInitializers(source, 'module.js').split('\n')).toEqual([
      "export const KINDS = ['año', 'b'];",
      "const label = 'Año';",
      "export const kind = /* @__PURE__ */ (() => (z.object({ n: z.number().int(), t: z.string().describe('España') }).strict()))();",
      'export const byPath = /* @__PURE__ */ (() => ({ a: z.string().min(1) }))();',
      'export const add = (x) => x + 1;',
      'z.config({ jitless: true });',
    ]);
  });

  it('lets a bundle that takes one constant from a module of schemas leave the schemas and their library out', async () => {
    const files: Record<string, string> = {
      'library.js': "export const z = { object: (shape) => ({ shape, strict() { globalThis.built = (globalThis.built ?? 0) + 1; return this; } }) };",
      'contracts.js': "import { z } from 'library.js';\nexport const KINDS = ['a', 'b'];\nexport const input = z.object({ kind: KINDS }).strict();",
      'page.js': "import { KINDS } from 'contracts.js';\nconsole.log(KINDS);",
    };
    async function bundle(mark: boolean) {
      const build = await rolldown({
        input: 'page.js',
        plugins: [
          {
            name: 'files',
            resolveId: (id) => (id in files ? id : null),
            load: (id) => (mark && id === 'contracts.js' ? markPureInitializers(files[id]!, id) : files[id]),
          },
        ],
      });
      const { output } = await build.generate({ format: 'es' });
      return output[0].code;
    }
    expect(await bundle(false)).toContain('strict()');
    const marked = await bundle(true);
    expect(marked).not.toContain('strict');
    expect(marked).not.toContain('globalThis.built');
    expect(marked).toMatch(/console\.log\((KINDS|\["a", "b"\])\)/);
  });
});

import { parseSync, type Plugin } from 'vite';

// The contracts package declares schemas and constants at its top level and nothing else, but a bundler cannot know
// that `z.object({ n: z.number().int() }).strict()` has no side effect: a page that imported one constant from a
// module kept every schema in it, and zod with them (docs/performance.md "Zod only where a page validates"). Each
// top-level value built by a call is wrapped in a function called at once and marked pure, so the build drops what
// no page uses and keeps the rest as it was. (A `@__PURE__` mark on the outer call alone is not enough: the bundler
// still evaluates its arguments, `z.number().int()` among them.)

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Whether evaluating the expression calls something (a function's body is not evaluated by declaring it). */
function calls(node: Node): boolean {
  if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'TaggedTemplateExpression') return true;
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  return Object.values(node).some((value) => (Array.isArray(value) ? value.some((item) => isNode(item) && calls(item)) : isNode(value) && calls(value)));
}

/** The source with each top-level `const` whose value calls something wrapped as `/* @__PURE__ *\/ (() => (value))()`. */
export function markPureInitializers(code: string, filename: string): string {
  const { program } = parseSync(filename, code);
  const spans: Array<[number, number]> = [];
  for (const statement of program.body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement as unknown as { declaration: Node | null }).declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of (declaration as unknown as { declarations: Array<{ init: Node | null }> }).declarations) {
      if (declarator.init && calls(declarator.init)) spans.push([declarator.init.start, declarator.init.end]);
    }
  }
  let marked = code;
  for (const [start, end] of spans.toReversed()) {
    marked = `${marked.slice(0, start)}/* @__PURE__ */ (() => (${marked.slice(start, end)}))()${marked.slice(end)}`;
  }
  return marked;
}

/** Vite plugin: the contracts' top-level values become droppable by the build when no page uses them. */
export function pureContracts(): Plugin {
  return {
    name: 'huella:pure-contracts',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return null;
      return { code: markPureInitializers(code, id), map: null };
    },
  };
}

import ts from 'typescript';

// Issue #17 part 5: SQL only through parameterised queries. Drizzle's `sql` tag turns every `${value}` into a
// bind parameter; what escapes that are `sql.raw(text)`, which splices text into the statement, and a driver's
// `query`/`exec`/`execute` (or a `Cursor`) given a string built at run time. This finds those in a source file.

/** A `sql.raw` argument that is not a literal, allowed because it is built only from constants of the code. */
export interface AllowedRaw {
  file: string;
  /** The argument exactly as written in the source. */
  argument: string;
  /** Why it can never hold a request's value. */
  reason: string;
}

/** Methods that take SQL text as their first argument (node-postgres, PGlite, drizzle's `execute`). */
const SQL_TEXT_METHODS = new Set(['query', 'exec', 'execute', 'unsafe']);

/** Text built at run time: a template with `${…}`, or a `+` that joins strings. */
function isBuiltText(node: ts.Expression): boolean {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
  if (ts.isTemplateExpression(inner)) return true;
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return [inner.left, inner.right].some((side) => ts.isStringLiteralLike(side) || ts.isTemplateExpression(side) || isBuiltText(side));
  }
  return false;
}

const isLiteralText = (node: ts.Expression) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/**
 * Every place in `source` (the text of `file`) where SQL may be built from strings, as `file:line: what`:
 * `sql.raw(x)` with anything but a literal (unless `allowed` lists that file and argument), and
 * `x.query(…)`, `x.exec(…)`, `x.execute(…)`, `x.unsafe(…)`, `new Cursor(…)` whose first argument is a template with
 * substitutions or a string concatenation.
 */
export function stringBuiltSql(file: string, source: string, allowed: readonly AllowedRaw[] = []): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push(`${file}:${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first] = node.arguments;
      if (method === 'raw' && node.expression.expression.getText(tree) === 'sql' && first) {
        const argument = first.getText(tree);
        if (!isLiteralText(first) && !allowed.some((a) => a.file === file && a.argument === argument)) report(node, `sql.raw(${argument})`);
      } else if (SQL_TEXT_METHODS.has(method) && first && isBuiltText(first)) {
        report(node, `.${method}(${first.getText(tree)})`);
      }
    }
    if (ts.isNewExpression(node) && node.expression.getText(tree) === 'Cursor' && node.arguments?.[0] && isBuiltText(node.arguments[0])) {
      report(node, `new Cursor(${node.arguments[0].getText(tree)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

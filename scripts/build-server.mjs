// `npm run build` (after the client): bundles the API into packages/server/dist/main.mjs, which `npm start` runs with
// plain node. Loading the TypeScript sources through tsx costs about 3 s of CPU on every start (each of some 1,500
// modules goes through tsx's loader thread); the bundle loads in a fraction of that (docs/decisions/0013-start-up.md).
// The workspace packages (@huella/*) and JSON are bundled; every other package stays in node_modules.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}packages/server/dist/main.mjs`;

/** A package name, as opposed to a relative or absolute path. */
const bare = /^[^./]/;

await build({
  entryPoints: [`${root}packages/server/src/main.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'huella-server',
      setup(bundler) {
        bundler.onResolve({ filter: bare }, (args) =>
          args.path.startsWith('@huella/') || args.path.endsWith('.json') ? undefined : { external: true },
        );
        // Modules find their data files from their own URL (`new URL('../../data/…', import.meta.url)`): in the
        // bundle each keeps pointing at its source file's place, relative to the bundle so the checkout can move.
        bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
          const source = await readFile(args.path, 'utf8');
          const from = relative(dirname(outfile), args.path);
          return {
            contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(from)}, import.meta.url).href`),
            loader: 'ts',
          };
        });
      },
    },
  ],
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPublicPages } from './build/prerender-pages.ts';
import { pureContracts } from './build/pure-contracts.ts';

// In development the API runs apart (npm run dev); in production the server serves dist/ at the same origin.
export default defineConfig({
  plugins: [
    react(),
    // Unused schemas and zod stay out of the pages that only show data (build/pure-contracts.ts).
    pureContracts(),
    // A .br and a .gz beside each text asset, at the best ratio since it is paid once per build; the server sends
    // whichever the browser accepts (docs/decisions/0010-compression.md). Below 1 kB the saving does not pay for a
    // second file; the originals stay for clients that accept neither.
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest)$/,
      // The manifest is read by the budget check, never served.
      exclude: /(^|\/)\.vite\//,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
    // The public pages' HTML comes rendered, in each language (docs/performance.md).
    prerenderPublicPages(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:8000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which files each route loads, for the bundle budget (scripts/check-bundle-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry imports statically travels as one chunk: left to itself the bundler cut it into about thirty
        // files shared with lazily loaded pages, and on a phone each file is a round trip before the page can start
        // (docs/performance.md).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});

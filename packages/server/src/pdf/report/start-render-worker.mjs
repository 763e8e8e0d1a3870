// The entry of a PDF worker thread (render-pool.ts). Node 20 does not carry the process's `--import tsx` into
// worker threads, so the worker loads its TypeScript through tsx's own API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./render-worker.ts', import.meta.url);

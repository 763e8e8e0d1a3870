import { parentPort } from 'node:worker_threads';
import { renderPdfJob, type PdfRenderJob } from './render-job.ts';

// A worker thread of the PDF pool (render-pool.ts): draws one job at a time and answers its bytes or its error.

export type WorkerAnswer = { pdf: Uint8Array } | { error: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
port.on('message', (job: PdfRenderJob) => {
  // `then` first: a drawing that throws at once answers as an error too, instead of ending the thread.
  Promise.resolve(job).then(renderPdfJob).then(
    (pdf) => port.postMessage({ pdf } satisfies WorkerAnswer),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerAnswer),
  );
});

import { Worker } from 'node:worker_threads';
import { DomainError } from '../../http/errors.ts';
import { msg } from '../../http/messages.ts';
import { renderPdfJob, type PdfRenderJob } from './render-job.ts';
import type { WorkerAnswer } from './render-worker.ts';

// Report PDFs are drawn in worker threads (docs/exports.md "PDFs at scale"): pdfkit lays out and compresses a
// document synchronously, 50–500 ms of CPU each, and on the event loop fifty of them held every other request —
// a list, a login — behind them for seconds.

export interface PdfRenderer {
  render(job: PdfRenderJob): Promise<Buffer>;
  /** Ends the workers; jobs still waiting fail. */
  close(): Promise<void>;
}

/** Jobs that may wait for a worker beyond those being drawn; more get 503 at once rather than wait minutes. */
export const PDF_QUEUE_LIMIT = 200;
/** Seconds a client is told to wait after a 503 (a full queue drains in about that time on two workers). */
const RETRY_AFTER_SECONDS = 10;

/** A worker's entry: it loads render-worker.ts through tsx, which Node 20 does not carry into worker threads. */
const WORKER_FILE = new URL('./start-render-worker.mjs', import.meta.url);

interface Task {
  job: PdfRenderJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * `workers` threads, started as jobs come and kept, each drawing one job at a time; jobs beyond them wait in a
 * queue of `queueLimit`, then 503 (`unavailable`). A worker that dies fails its job and is replaced for the
 * next one. `workers: 0` draws on the calling thread, as before the pool (a one-core machine, a debugger).
 */
export function createPdfRenderer(workers: number, queueLimit = PDF_QUEUE_LIMIT): PdfRenderer {
  if (workers === 0) return { render: renderPdfJob, close: async () => undefined };
  const all = new Set<Worker>();
  const idle: Worker[] = [];
  const running = new Map<Worker, Task>();
  const queue: Task[] = [];
  let closed = false;

  function run(worker: Worker, task: Task): void {
    running.set(worker, task);
    // A busy worker keeps the process alive until it answers; an idle one does not keep it from exiting.
    worker.ref();
    try {
      // No transfer list: the job is copied (structured clone), the figures stay the request's.
      worker.postMessage(task.job, []);
    } catch (error) {
      running.delete(worker);
      task.reject(error instanceof Error ? error : new Error(String(error)));
      done(worker);
    }
  }

  function done(worker: Worker): void {
    const task = queue.shift();
    if (task) return run(worker, task);
    worker.unref();
    idle.push(worker);
  }

  function lost(worker: Worker, error: Error): void {
    if (!all.delete(worker)) return;
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    running.get(worker)?.reject(error);
    running.delete(worker);
    dispatch();
  }

  function start(): Worker {
    const worker = new Worker(WORKER_FILE);
    all.add(worker);
    worker.on('message', (answer: WorkerAnswer) => {
      const task = running.get(worker);
      running.delete(worker);
      if ('pdf' in answer) task?.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else task?.reject(new Error(answer.error));
      done(worker);
    });
    worker.on('error', (error) => lost(worker, error));
    worker.on('exit', (code) => lost(worker, new Error(`a PDF worker stopped (exit code ${code})`)));
    return worker;
  }

  function dispatch(): void {
    if (closed) return;
    while (queue.length) {
      const worker = idle.pop() ?? (all.size < workers ? start() : undefined);
      if (!worker) return;
      run(worker, queue.shift() as Task);
    }
  }

  return {
    render(job) {
      if (closed) return Promise.reject(new Error('the PDF workers are closed'));
      if (queue.length >= queueLimit) {
        return Promise.reject(new DomainError('unavailable', msg('pdf_busy', { seconds: RETRY_AFTER_SECONDS }), undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) }));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the PDF workers are closed'));
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}

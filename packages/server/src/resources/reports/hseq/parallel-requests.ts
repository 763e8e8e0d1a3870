// The requests of one HSEQ import: a few at a time, under one deadline, and none left running once the import
// has its answer (docs/hseq.md §4).

export interface ParallelOptions {
  /** Tasks running at once. */
  parallel: number;
  /** For all the tasks together; then `signal` aborts. */
  timeoutMs: number;
}

/**
 * `task` for every job, `parallel` at a time; the results in the jobs' order. The first error thrown, whatever it
 * is, stops the rest: `signal` aborts, no job starts any more, and it is thrown once every running task has ended,
 * so no request outlives the import. A task must end soon after `signal` aborts (fetch does).
 */
export async function inParallel<J, R>(jobs: readonly J[], options: ParallelOptions, task: (job: J, signal: AbortSignal) => Promise<R>): Promise<R[]> {
  // One controller for the deadline and for the stop after a failure. Not AbortSignal.any() with
  // AbortSignal.timeout(): Node may collect the timeout signal it holds only weakly, and the deadline never comes.
  const stop = new AbortController();
  const { signal } = stop;
  const deadline = setTimeout(() => stop.abort(), options.timeoutMs);
  const results: R[] = [];
  const state: { next: number; failed: boolean; error: unknown } = { next: 0, failed: false, error: undefined };
  const worker = async () => {
    while (!state.failed && state.next < jobs.length) {
      const index = state.next++;
      try {
        results[index] = await task(jobs[index]!, signal);
      } catch (error) {
        // The tasks stopped because of the first failure say nothing more.
        if (!state.failed) Object.assign(state, { failed: true, error });
        stop.abort();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.parallel, jobs.length) }, worker));
  } finally {
    clearTimeout(deadline);
    stop.abort();
  }
  if (state.failed) throw state.error;
  return results;
}

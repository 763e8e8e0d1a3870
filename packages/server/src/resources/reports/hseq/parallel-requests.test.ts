import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHseqServer, type HseqServer } from '../../../test-support/hseq-server.ts';
import { fetchIntakes, HseqError } from './hseq-client.ts';
import { inParallel } from './parallel-requests.ts';

// The requests of an import against a real (slow) HSEQ service: none outlives the import, whatever ends it.

let hseq: HseqServer;
beforeAll(async () => {
  hseq = await startHseqServer();
  hseq.behave({ kind: 'slow', ms: 3_000 });
});
afterAll(() => hseq.close());

interface Outcome {
  ended: 'answered' | 'aborted' | null;
}

/** A request for one month that records how it ended. */
function request(outcome: Outcome) {
  return async (month: number, signal: AbortSignal) => {
    try {
      const intakes = await fetchIntakes({ url: hseq.url, token: hseq.token }, { code: 'VLC-01', year: 2026, month }, signal, 'en');
      outcome.ended = 'answered';
      return intakes.length;
    } catch (error) {
      outcome.ended = error instanceof HseqError && error.failure.kind === 'timeout' ? 'aborted' : 'answered';
      throw error;
    }
  };
}

describe('inParallel', () => {
  it('returns the results in the order of the jobs', async () => {
    const results = await inParallel([30, 10, 20, 0, 5], { parallel: 2, timeoutMs: 5_000 }, async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 0, 10]);
  });

  it('aborts the requests still running when a task throws something unexpected, and only then throws it', async () => {
    const outcome: Outcome = { ended: null };
    const fetchMonth = request(outcome);
    const unexpected = new RangeError('a bug, not the service');
    const started = Date.now();
    const thrown = await inParallel([1, 2], { parallel: 2, timeoutMs: 60_000 }, async (month, signal) => {
      if (month === 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw unexpected;
      }
      return fetchMonth(month, signal);
    }).catch((error: unknown) => error);
    expect(thrown).toBe(unexpected);
    // The slow request did not wait for its answer (3 s), nor for the deadline (60 s): it had ended already.
    expect(outcome.ended).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('aborts every request at the deadline, and starts no job after a failure', async () => {
    const outcomes: Outcome[] = [{ ended: null }, { ended: null }];
    let started = 0;
    const thrown = await inParallel([1, 2, 3, 4, 5, 6], { parallel: 2, timeoutMs: 300 }, (month, signal) => {
      started++;
      return request(outcomes[month - 1] ?? { ended: null })(month, signal);
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(HseqError);
    expect((thrown as HseqError).failure.kind).toBe('timeout');
    expect(outcomes.map((o) => o.ended)).toEqual(['aborted', 'aborted']);
    expect(started).toBe(2);
  });
});

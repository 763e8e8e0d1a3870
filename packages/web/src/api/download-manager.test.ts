// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createDownloadManager, type DownloadNotice } from './download-manager.ts';
import { DownloadInterrupted, type DownloadRequest } from './fetch-download.ts';

/** A file that arrives in two chunks and, like fetch, stops with an AbortError when the signal fires. */
function slowFile(request: DownloadRequest, signal: AbortSignal, onProgress: (bytes: number) => void) {
  return new Promise<{ blob: Blob; fileName: string }>((resolve, reject) => {
    onProgress(1024);
    const timer = setTimeout(() => {
      onProgress(2048);
      resolve({ blob: new Blob(['x'.repeat(2048)]), fileName: `${request.path}.csv` });
    }, 5000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

function setUp(fetchFile = slowFile) {
  const saved: string[] = [];
  const notices: DownloadNotice[] = [];
  const manager = createDownloadManager({ fetchFile, saveFile: (_blob, name) => saved.push(name), restartDelayMs: 1000 });
  manager.onNotice((notice) => notices.push(notice));
  const ended = () => notices.flatMap((n) => (n.type === 'ended' ? [[n.job.path, n.outcome.kind]] : []));
  return { manager, saved, ended };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('download manager', () => {
  it('saves the file under its name, then calls back', async () => {
    vi.useFakeTimers();
    let savedCalls = 0;
    const onSettled = () => {
      savedCalls += 1;
    };
    const { manager, saved, ended } = setUp();
    manager.request({ method: 'POST', path: 'first', onSettled });
    expect(manager.getState()).toEqual({ kind: 'running', current: { job: expect.objectContaining({ path: 'first' }), bytes: 1024 } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual(['first.csv']);
    expect(ended()).toEqual([['first', 'success']]);
    expect(savedCalls).toBe(1);
    expect(manager.getState()).toEqual({ kind: 'idle' });
  });

  it('asks before replacing a running download, aborts it and starts the next one second later', async () => {
    vi.useFakeTimers();
    const { manager, saved, ended } = setUp();
    manager.request({ method: 'POST', path: 'first' });
    manager.request({ method: 'POST', path: 'second' });
    expect(manager.getState().kind).toBe('asking');
    manager.confirm();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended()).toEqual([['first', 'aborted']]);
    expect(manager.getState().kind).toBe('restarting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(manager.getState().kind).toBe('running');
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual(['second.csv']);
    expect(ended()).toEqual([['first', 'aborted'], ['second', 'success']]);
  });

  it('tells a cancel by the user from an abort', async () => {
    vi.useFakeTimers();
    const { manager, saved, ended } = setUp();
    manager.request({ method: 'POST', path: 'first' });
    const state = manager.getState();
    if (state.kind !== 'running') throw new Error('not running');
    manager.cancel(state.current.job.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(ended()).toEqual([['first', 'cancelled']]);
    expect(saved).toEqual([]);
  });

  it('ends as an error carrying the status and the body', async () => {
    const { manager, ended } = setUp(() => Promise.reject(new ApiError(400, { date_after: ['required'] })));
    const notices: DownloadNotice[] = [];
    manager.onNotice((notice) => notices.push(notice));
    manager.request({ method: 'POST', path: 'bad' });
    await vi.waitFor(() => expect(ended()).toEqual([['bad', 'error']]));
    expect(notices.at(-1)).toMatchObject({ type: 'ended', outcome: { kind: 'error', status: 400, body: { date_after: ['required'] } } });
  });

  it('ends a file cut off half-way as interrupted and saves nothing', async () => {
    const { manager, saved, ended } = setUp(() => Promise.reject(new DownloadInterrupted(2000)));
    manager.request({ method: 'POST', path: 'cut' });
    await vi.waitFor(() => expect(ended()).toEqual([['cut', 'interrupted']]));
    expect(saved).toEqual([]);
  });
});

import { isApiError } from './api-error.ts';
import { IDLE, transition, type DownloadEvent, type DownloadState } from './download-state.ts';
import { DownloadInterrupted, fetchDownload, type DownloadedFile, type DownloadRequest } from './fetch-download.ts';
import { saveFile } from './save-file.ts';

/** docs/spec/part-1.md §9: the pause between aborting a download and starting the next. */
export const RESTART_DELAY_MS = 1000;

export interface DownloadJob extends DownloadRequest {
  id: number;
  /** Called when the download ends, however it ends, e.g. to refresh a list the request changed. */
  onSettled?: () => void;
}

export type DownloadOutcome =
  | { kind: 'success'; fileName: string; bytes: number }
  /** Replaced by another download the user asked for. */
  | { kind: 'aborted' }
  /** Stopped by the user. */
  | { kind: 'cancelled' }
  | { kind: 'error'; status: number; body: unknown }
  /** The answer started but broke off after `bytes`: nothing was saved. */
  | { kind: 'interrupted'; bytes: number };

export type DownloadNotice =
  | { type: 'started'; job: DownloadJob }
  | { type: 'progress'; job: DownloadJob; bytes: number }
  | { type: 'ended'; job: DownloadJob; outcome: DownloadOutcome };

type StopReason = 'aborted' | 'cancelled';

export interface DownloadManagerDeps {
  fetchFile: (request: DownloadRequest, signal: AbortSignal, onProgress: (bytes: number) => void) => Promise<DownloadedFile>;
  saveFile: (blob: Blob, fileName: string) => void;
  restartDelayMs: number;
}

export interface DownloadManager {
  /** Starts the download, or asks first when another one runs. */
  request: (request: DownloadRequest & { onSettled?: () => void }) => void;
  confirm: () => void;
  decline: () => void;
  /** Stops a running download at the user's request. */
  cancel: (id: number) => void;
  getState: () => DownloadState<DownloadJob>;
  subscribe: (listener: () => void) => () => void;
  onNotice: (listener: (notice: DownloadNotice) => void) => () => void;
}

/** The UI (notices, confirmation) subscribes; the manager itself shows nothing. */
export function createDownloadManager(deps: DownloadManagerDeps): DownloadManager {
  let state: DownloadState<DownloadJob> = IDLE;
  let nextId = 1;
  const controllers = new Map<number, AbortController>();
  const stateListeners = new Set<() => void>();
  const noticeListeners = new Set<(notice: DownloadNotice) => void>();

  function announce(notice: DownloadNotice) {
    for (const listener of noticeListeners) listener(notice);
  }

  function stop(id: number, reason: StopReason) {
    controllers.get(id)?.abort(reason);
  }

  async function run(job: DownloadJob) {
    const controller = new AbortController();
    controllers.set(job.id, controller);
    announce({ type: 'started', job });
    let outcome: DownloadOutcome;
    try {
      const file = await deps.fetchFile(job, controller.signal, (bytes) => {
        dispatch({ type: 'progress', id: job.id, bytes });
        announce({ type: 'progress', job, bytes });
      });
      deps.saveFile(file.blob, file.fileName);
      outcome = { kind: 'success', fileName: file.fileName, bytes: file.blob.size };
    } catch (error) {
      if (controller.signal.aborted) outcome = { kind: controller.signal.reason === 'cancelled' ? 'cancelled' : 'aborted' };
      else if (error instanceof DownloadInterrupted) outcome = { kind: 'interrupted', bytes: error.bytes };
      else if (isApiError(error)) outcome = { kind: 'error', status: error.status, body: error.body };
      else outcome = { kind: 'error', status: 0, body: error instanceof Error ? error.message : null };
    }
    controllers.delete(job.id);
    dispatch({ type: 'finish', id: job.id });
    announce({ type: 'ended', job, outcome });
    job.onSettled?.();
  }

  function dispatch(event: DownloadEvent<DownloadJob>) {
    const next = transition(state, event);
    if (next.state !== state) {
      state = next.state;
      for (const listener of stateListeners) listener();
    }
    for (const effect of next.effects) {
      if (effect.type === 'start') void run(effect.job);
      else if (effect.type === 'abort') stop(effect.job.id, 'aborted');
      else window.setTimeout(() => dispatch({ type: 'restart' }), deps.restartDelayMs);
    }
  }

  return {
    request: (request) => dispatch({ type: 'request', job: { ...request, id: nextId++ } }),
    confirm: () => dispatch({ type: 'confirm' }),
    decline: () => dispatch({ type: 'decline' }),
    cancel: (id) => stop(id, 'cancelled'),
    getState: () => state,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
  };
}

/** The app's one download manager: every CSV export and PDF goes through it (docs/spec/part-1.md §4). */
export const downloadManager = createDownloadManager({ fetchFile: fetchDownload, saveFile, restartDelayMs: RESTART_DELAY_MS });

/**
 * docs/spec/part-1.md §4 "CSV export": one download at a time; asking for another while one runs asks for
 * confirmation, aborts the running one and starts the new one after a pause (§9: 1 s). Pure: the manager
 * carries out the effects.
 */
export interface Job {
  id: number;
}

export interface Running<J extends Job> {
  job: J;
  bytes: number;
}

export type DownloadState<J extends Job> =
  | { kind: 'idle' }
  | { kind: 'running'; current: Running<J> }
  /** The running download (null once it ended meanwhile) and the one waiting for the user's answer. */
  | { kind: 'asking'; current: Running<J> | null; next: J }
  /** The running one was aborted; the next starts when the pause is over. */
  | { kind: 'restarting'; next: J };

export type DownloadEvent<J extends Job> =
  | { type: 'request'; job: J }
  | { type: 'progress'; id: number; bytes: number }
  | { type: 'finish'; id: number }
  | { type: 'confirm' }
  | { type: 'decline' }
  | { type: 'restart' };

export type DownloadEffect<J extends Job> = { type: 'start'; job: J } | { type: 'abort'; job: J } | { type: 'wait' };

export interface Transition<J extends Job> {
  state: DownloadState<J>;
  effects: DownloadEffect<J>[];
}

export const IDLE = { kind: 'idle' } as const;

function stay<J extends Job>(state: DownloadState<J>): Transition<J> {
  return { state, effects: [] };
}

function start<J extends Job>(job: J): Transition<J> {
  return { state: { kind: 'running', current: { job, bytes: 0 } }, effects: [{ type: 'start', job }] };
}

function isCurrent<J extends Job>(current: Running<J> | null, id: number): current is Running<J> {
  return current !== null && current.job.id === id;
}

export function transition<J extends Job>(state: DownloadState<J>, event: DownloadEvent<J>): Transition<J> {
  switch (state.kind) {
    case 'idle':
      return event.type === 'request' ? start(event.job) : stay(state);
    case 'running':
      switch (event.type) {
        case 'request':
          return stay({ kind: 'asking', current: state.current, next: event.job });
        case 'progress':
          return isCurrent(state.current, event.id) ? stay({ kind: 'running', current: { job: state.current.job, bytes: event.bytes } }) : stay(state);
        case 'finish':
          return isCurrent(state.current, event.id) ? stay(IDLE) : stay(state);
        default:
          return stay(state);
      }
    case 'asking':
      switch (event.type) {
        // The latest request is the one the user is asked about.
        case 'request':
          return stay({ ...state, next: event.job });
        case 'progress':
          return isCurrent(state.current, event.id) ? stay({ ...state, current: { job: state.current.job, bytes: event.bytes } }) : stay(state);
        case 'finish':
          return isCurrent(state.current, event.id) ? stay({ ...state, current: null }) : stay(state);
        case 'confirm':
          return state.current === null
            ? start(state.next)
            : { state: { kind: 'restarting', next: state.next }, effects: [{ type: 'abort', job: state.current.job }, { type: 'wait' }] };
        case 'decline':
          return stay(state.current === null ? IDLE : { kind: 'running', current: state.current });
        default:
          return stay(state);
      }
    case 'restarting':
      switch (event.type) {
        case 'request':
          return stay({ kind: 'restarting', next: event.job });
        case 'restart':
          return start(state.next);
        default:
          return stay(state);
      }
  }
}

import { describe, expect, it } from 'vitest';
import { IDLE, transition, type DownloadState, type Job } from './download-state.ts';

const first: Job = { id: 1 };
const second: Job = { id: 2 };
const third: Job = { id: 3 };
const running: DownloadState<Job> = { kind: 'running', current: { job: first, bytes: 0 } };
const asking: DownloadState<Job> = { kind: 'asking', current: { job: first, bytes: 10 }, next: second };

describe('download state', () => {
  it('starts a download at once when none runs', () => {
    expect(transition(IDLE, { type: 'request', job: first })).toEqual({ state: running, effects: [{ type: 'start', job: first }] });
  });

  it('counts the bytes of the running download only', () => {
    expect(transition(running, { type: 'progress', id: 1, bytes: 2048 }).state).toEqual({ kind: 'running', current: { job: first, bytes: 2048 } });
    expect(transition(running, { type: 'progress', id: 9, bytes: 2048 }).state).toBe(running);
  });

  it('goes back to idle when the running download ends', () => {
    expect(transition(running, { type: 'finish', id: 1 })).toEqual({ state: IDLE, effects: [] });
  });

  it('asks before replacing a running download, and keeps it running meanwhile', () => {
    expect(transition(running, { type: 'request', job: second })).toEqual({
      state: { kind: 'asking', current: { job: first, bytes: 0 }, next: second },
      effects: [],
    });
    expect(transition(asking, { type: 'progress', id: 1, bytes: 20 }).state).toEqual({ ...asking, current: { job: first, bytes: 20 } });
  });

  it('asks about the latest request', () => {
    expect(transition(asking, { type: 'request', job: third }).state).toEqual({ ...asking, next: third });
  });

  it('on confirmation aborts the running download and waits before the next', () => {
    expect(transition(asking, { type: 'confirm' })).toEqual({
      state: { kind: 'restarting', next: second },
      effects: [{ type: 'abort', job: first }, { type: 'wait' }],
    });
  });

  it('starts the next after the pause, ignoring the end of the aborted one', () => {
    const restarting: DownloadState<Job> = { kind: 'restarting', next: second };
    expect(transition(restarting, { type: 'finish', id: 1 }).state).toBe(restarting);
    expect(transition(restarting, { type: 'restart' })).toEqual({
      state: { kind: 'running', current: { job: second, bytes: 0 } },
      effects: [{ type: 'start', job: second }],
    });
  });

  it('keeps the running download when the user declines', () => {
    expect(transition(asking, { type: 'decline' })).toEqual({ state: { kind: 'running', current: { job: first, bytes: 10 } }, effects: [] });
  });

  it('starts the next at once when the running one ended while the user was asked', () => {
    const ended = transition(asking, { type: 'finish', id: 1 }).state;
    expect(ended).toEqual({ kind: 'asking', current: null, next: second });
    expect(transition(ended, { type: 'confirm' })).toEqual({
      state: { kind: 'running', current: { job: second, bytes: 0 } },
      effects: [{ type: 'start', job: second }],
    });
    expect(transition(ended, { type: 'decline' }).state).toEqual(IDLE);
  });
});

// An in-process background loop (the mail outbox, the recalculation after a review change): it does a pass over
// the work it finds in the database, then sleeps until the next poll or until someone wakes it. A pass that fails
// (the database restarting, say) is logged and tried again at the next poll.

export interface WakeableLoop {
  /** New work was stored: look now rather than at the next poll. */
  wake(): void;
  /** Stops after the pass in progress, if any. */
  stop(): Promise<void>;
}

const noop = (): void => undefined;

/**
 * Runs `pass` at once, then whenever woken or every `pollMs`. `pass` receives `stopped()`, so a long pass can end
 * early when the process is closing.
 */
export function startWakeableLoop(pass: (stopped: () => boolean) => Promise<void>, pollMs: number, onError: (error: unknown) => void): WakeableLoop {
  // One mutable record shared by the loop and the handle, so both see each other's changes.
  const state = { stopped: false, woken: false, wakeUp: noop };
  const stopped = () => state.stopped;

  async function loop() {
    while (!state.stopped) {
      state.woken = false;
      try {
        await pass(stopped);
      } catch (error) {
        onError(error);
      }
      if (state.stopped || state.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        state.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      state.wakeUp = noop;
    }
  }

  const running = loop();
  return {
    wake() {
      state.woken = true;
      state.wakeUp();
    },
    async stop() {
      state.stopped = true;
      state.wakeUp();
      await running;
    },
  };
}

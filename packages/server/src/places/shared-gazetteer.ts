import { buildGazetteer, type Gazetteer } from './gazetteer.ts';
import { loadPlaces } from './load-places.ts';

let shared: Gazetteer | undefined;

/** The process's gazetteer, built on first use (it reads the shipped places and indexes their names). */
export function getGazetteer(): Gazetteer {
  shared ??= buildGazetteer(loadPlaces());
  return shared;
}

/**
 * Builds the gazetteer after the server listens, so the first search does not pay for it. The build is
 * synchronous: it is deferred to the next turn of the event loop so the listen call returns first.
 */
export function warmUpGazetteer(onError: (error: unknown) => void): void {
  setImmediate(() => {
    try {
      getGazetteer();
    } catch (error) {
      onError(error);
    }
  });
}

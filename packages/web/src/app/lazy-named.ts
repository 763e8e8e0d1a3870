import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a named export (the code base has no default exports). Each call is its own chunk, so
 * the public pages never download the signed-in application.
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

import { type ComponentType, createElement, lazy } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/** A lazily loaded component that can be fetched ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy for a named export (the code base has no default exports). Each call is its own chunk, so
 * the public pages never download the signed-in application.
 *
 * Once its chunk is here (`preload`, or an earlier render) the component renders straight away: React.lazy alone
 * suspends on its first render whatever happened before, and a written-out page hydrated behind a suspended
 * boundary is replaced by the boundary's spinner when anything above it updates before the chunk arrives.
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType<never>>>(
  load: () => Promise<M>,
  name: K,
): Preloadable<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType<P>),
      (error: unknown) => {
        // A chunk that failed (a dropped connection) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  const LazyNamed = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(LazyNamed, { preload: () => loadOnce().then(() => undefined) });
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a prerendered page is being hydrated (and in the build's prerender), true once the scripts own it.
 * A public page's form keeps its submit button disabled until then: clicked earlier, the browser would submit the
 * form itself, with the fields in the address (a password too), instead of our handler.
 *
 * React's own answer to "is this render a hydration": a component hydrated late (a lazily loaded page, after the
 * shell) must still start from what was written, which a module-level "hydrated once" flag got wrong.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

import { startTransition, useEffect, useState } from 'react';

/**
 * False until what the component rendered with `ready` true has been painted, then true (in a background render):
 * for what may come after the first screen, so that its code and data do not compete with the first screen's
 * (issue #21, docs/performance.md "The data before the code").
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // A frame callback runs before the browser paints; the task it queues runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

import { useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen, and true from then on: what waits for it starts
 * loading just before it scrolls into view, and never for a reader who stops above it.
 */
export function useNearScreen(element: Element | null, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}

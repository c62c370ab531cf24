import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element came within `margin` of the viewport, for content worth loading only when
 * the reader gets near it. False in the prerender (so hydration matches), and true at once in a
 * browser without IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin: string): boolean {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, near, margin]);
  return near;
}

import { useEffect, useRef } from 'react';

/**
 * Calls `onLeave` when the page is hidden or left (a tab switch, closing, a reload): the last
 * moment a game can be saved for certain, since `unload` does not fire on phones.
 */
export function useOnLeave(onLeave: () => void): void {
  const latest = useRef(onLeave);
  useEffect(() => {
    latest.current = onLeave;
  });
  useEffect(() => {
    const leave = () => {
      latest.current();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', leave);
    };
  }, []);
}

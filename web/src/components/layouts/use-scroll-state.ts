import { useEffect, useState } from 'react';
import { breakpointFor, navbarMode, type NavbarMode, type ScrollDirection } from './navbar-state';

/** Scroll-to-top appears past 300 px (spec §9). */
export const SCROLL_TO_TOP_AFTER = 300;

export interface ScrollState {
  mode: NavbarMode;
  /** Scrolled past SCROLL_TO_TOP_AFTER. */
  farDown: boolean;
}

const TOP: ScrollState = { mode: 'full', farDown: false };

/** The navbar mode and the scroll-to-top visibility, sampled once per animation frame. */
export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>(TOP);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const sample = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - lastY;
      const direction: ScrollDirection = delta > 0 ? 'down' : delta < 0 ? 'up' : 'none';
      lastY = y;
      setState((previous) => {
        // Not moving keeps the mode (a resize or a focus scroll).
        const mode =
          direction === 'none' && y >= 1
            ? previous.mode
            : navbarMode({ y, direction, velocity: Math.abs(delta), breakpoint: breakpointFor(window.innerWidth) });
        const farDown = y > SCROLL_TO_TOP_AFTER;
        return mode === previous.mode && farDown === previous.farDown ? previous : { mode, farDown };
      });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(sample);
    };
    sample();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}

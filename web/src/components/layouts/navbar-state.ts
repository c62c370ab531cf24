/**
 * The smart navbar's state from the scroll position and direction (spec §4 Navbar, §9):
 * - full: near the top (above the light threshold) or scrolling up;
 * - peek: very deep (past the peek threshold), scrolling down;
 * - minimal: past the deep threshold, or a fast scroll (velocity above 15 px per frame)
 *   between the medium and deep thresholds;
 * - compact: otherwise (scrolled past the light threshold, slowly, not yet deep).
 */

export type NavbarMode = 'full' | 'compact' | 'minimal' | 'peek';
export type Breakpoint = 'mobile' | 'tablet' | 'desktop';
export type ScrollDirection = 'up' | 'down' | 'none';

export interface ScrollThresholds {
  light: number;
  medium: number;
  deep: number;
  peek: number;
}

export const SCROLL_THRESHOLDS: Record<Breakpoint, ScrollThresholds> = {
  desktop: { light: 80, medium: 180, deep: 350, peek: 500 },
  tablet: { light: 60, medium: 140, deep: 280, peek: 400 },
  mobile: { light: 50, medium: 120, deep: 240, peek: 350 },
};

export const FAST_SCROLL_VELOCITY = 15;

/** Dropdown close delay (spec §9). */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

/** Mobile under 768 px, tablet 768 to 1023, desktop 1024 and up (spec §9). */
export function breakpointFor(width: number): Breakpoint {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

export interface ScrollSample {
  /** window.scrollY */
  y: number;
  direction: ScrollDirection;
  /** Pixels moved since the previous sample (one animation frame). */
  velocity: number;
  breakpoint: Breakpoint;
}

export function navbarMode({ y, direction, velocity, breakpoint }: ScrollSample): NavbarMode {
  const t = SCROLL_THRESHOLDS[breakpoint];
  if (y < t.light || direction === 'up') return 'full';
  if (y >= t.peek) return 'peek';
  if (y >= t.deep) return 'minimal';
  if (y >= t.medium && Math.abs(velocity) > FAST_SCROLL_VELOCITY) return 'minimal';
  return 'compact';
}

/** Peek and minimal show a hover zone at the top that reveals the navbar. */
export function hasHoverZone(mode: NavbarMode): boolean {
  return mode === 'peek' || mode === 'minimal';
}

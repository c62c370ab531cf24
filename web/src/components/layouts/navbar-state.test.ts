import { describe, expect, it } from 'vitest';
import { SCROLL_THRESHOLDS, breakpointFor, hasHoverZone, navbarMode, type Breakpoint } from './navbar-state';

const down = (breakpoint: Breakpoint, y: number, velocity = 5) => navbarMode({ y, direction: 'down', velocity, breakpoint });

describe('breakpoints', () => {
  it.each([
    [320, 'mobile'],
    [414, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, breakpoint) => {
    expect(breakpointFor(width)).toBe(breakpoint);
  });
});

describe.each([
  ['desktop', 80, 180, 350, 500],
  ['tablet', 60, 140, 280, 400],
  ['mobile', 50, 120, 240, 350],
] as const)('%s thresholds %i/%i/%i/%i', (breakpoint, light, medium, deep, peek) => {
  it('are the spec values', () => {
    expect(SCROLL_THRESHOLDS[breakpoint]).toEqual({ light, medium, deep, peek });
  });

  it('is full near the top, below the light threshold', () => {
    expect(down(breakpoint, 0)).toBe('full');
    expect(down(breakpoint, light - 1)).toBe('full');
    expect(down(breakpoint, light - 1, 40)).toBe('full');
  });

  it('is compact from the light threshold while scrolling down slowly, up to deep', () => {
    expect(down(breakpoint, light)).toBe('compact');
    expect(down(breakpoint, medium)).toBe('compact');
    expect(down(breakpoint, deep - 1)).toBe('compact');
  });

  it('is minimal for a fast scroll (velocity above 15) between medium and deep', () => {
    expect(down(breakpoint, medium - 1, 40)).toBe('compact');
    expect(down(breakpoint, medium, 15)).toBe('compact');
    expect(down(breakpoint, medium, 16)).toBe('minimal');
    expect(down(breakpoint, deep - 1, 16)).toBe('minimal');
  });

  it('is minimal when deep and peek when very deep', () => {
    expect(down(breakpoint, deep)).toBe('minimal');
    expect(down(breakpoint, peek - 1)).toBe('minimal');
    expect(down(breakpoint, peek)).toBe('peek');
    expect(down(breakpoint, peek + 5000, 100)).toBe('peek');
  });

  it('is full whenever the reader scrolls up', () => {
    for (const y of [light, medium, deep, peek, peek * 10]) {
      expect(navbarMode({ y, direction: 'up', velocity: 30, breakpoint })).toBe('full');
    }
  });
});

it('shows the hover zone only in peek and minimal', () => {
  expect(hasHoverZone('peek')).toBe(true);
  expect(hasHoverZone('minimal')).toBe(true);
  expect(hasHoverZone('compact')).toBe(false);
  expect(hasHoverZone('full')).toBe(false);
});

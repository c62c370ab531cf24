/** The reader's wish for less motion: the cube then jumps to each state instead of turning. Browser only. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

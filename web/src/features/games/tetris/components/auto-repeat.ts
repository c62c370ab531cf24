/**
 * Delayed auto shift, which the state machine leaves to the UI: a held left or right moves the
 * piece once at once, then, after DAS_MS, once every ARR_MS until it is let go. The direction
 * pressed last wins; letting it go while the other is still held charges the other afresh, as
 * guideline games do. The key's own auto-repeat is ignored: its rate is the system's, not the
 * game's.
 */

/** Delayed auto shift: how long a direction is held before it repeats. */
export const DAS_MS = 170;
/** Auto repeat rate: the time between repeated moves once they started. */
export const ARR_MS = 50;

export type Direction = 'left' | 'right';

export class AutoRepeat {
  /** The directions held, the one pressed last at the end. */
  private held: Direction[] = [];
  private nextAt = 0;

  /** Whether the press moves the piece: not when the direction is already held. */
  press(direction: Direction, now: number): boolean {
    if (this.held.includes(direction)) return false;
    this.held = [...this.held, direction];
    this.nextAt = now + DAS_MS;
    return true;
  }

  release(direction: Direction, now: number): void {
    const wasActive = this.active() === direction;
    this.held = this.held.filter((each) => each !== direction);
    if (wasActive) this.nextAt = now + DAS_MS;
  }

  releaseAll(): void {
    this.held = [];
  }

  /** The direction that repeats, if any. */
  active(): Direction | null {
    return this.held.at(-1) ?? null;
  }

  /** The times of the repeated moves due by `now`, oldest first; each is then done. */
  due(now: number): number[] {
    if (this.active() === null) return [];
    const times: number[] = [];
    while (this.nextAt <= now) {
      times.push(this.nextAt);
      this.nextAt += ARR_MS;
    }
    return times;
  }
}

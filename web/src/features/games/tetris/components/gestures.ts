/**
 * Touch play on the playfield, from one finger's positions and times (CSS pixels, ms): dragged
 * sideways it moves the piece a column for each cell width it travels, so the piece follows the
 * finger; dragged down it drops faster until it is lifted or goes back up; flicked down it drops
 * the piece to the bottom; a tap rotates it. The mouse plays the same way.
 */

export type Gesture = 'left' | 'right' | 'softDropStart' | 'softDropEnd' | 'hardDrop' | 'rotate';

/** A tap is short and moves less than this share of a cell. */
const TAP_MAX_MS = 300;
const TAP_SLOP_CELLS = 0.4;
/** A flick is judged on the last part of the gesture: this long, at least this fast (cells/ms). */
const FLICK_WINDOW_MS = 100;
const FLICK_CELLS_PER_MS = 0.03;

interface Sample {
  readonly y: number;
  readonly t: number;
}

interface Touch {
  readonly startX: number;
  readonly startY: number;
  readonly startT: number;
  readonly cell: number;
  /** Where the last column move happened: the next one is a cell width further. */
  anchorX: number;
  /** The height the downward drag is measured from: reset by each column move. */
  anchorY: number;
  /** Whether it moved too far to be a tap. */
  moved: boolean;
  softDrop: boolean;
  samples: Sample[];
}

export class TouchGestures {
  private touch: Touch | null = null;

  /** A finger down on the playfield, whose cells are `cell` pixels wide. */
  down(x: number, y: number, t: number, cell: number): void {
    this.touch = { startX: x, startY: y, startT: t, cell, anchorX: x, anchorY: y, moved: false, softDrop: false, samples: [{ y, t }] };
  }

  move(x: number, y: number, t: number): Gesture[] {
    const touch = this.touch;
    if (touch === null) return [];
    const { cell } = touch;
    const gestures: Gesture[] = [];
    touch.samples = [...touch.samples.filter((sample) => sample.t >= t - FLICK_WINDOW_MS * 2), { y, t }];
    if (Math.hypot(x - touch.startX, y - touch.startY) > cell * TAP_SLOP_CELLS) touch.moved = true;
    if (touch.softDrop) {
      // Back up: the drag may go sideways again, from where the finger is now.
      if (y - touch.anchorY >= cell / 2) return gestures;
      touch.softDrop = false;
      touch.anchorX = x;
      gestures.push('softDropEnd');
    }
    while (Math.abs(x - touch.anchorX) >= cell) {
      const step = x < touch.anchorX ? -1 : 1;
      gestures.push(step < 0 ? 'left' : 'right');
      touch.anchorX += step * cell;
      touch.anchorY = y;
    }
    const down = y - touch.anchorY;
    if (down >= cell && down > Math.abs(x - touch.anchorX)) {
      touch.softDrop = true;
      gestures.push('softDropStart');
    }
    return gestures;
  }

  up(x: number, y: number, t: number): Gesture[] {
    const touch = this.touch;
    if (touch === null) return [];
    const gestures = this.move(x, y, t);
    this.touch = null;
    if (touch.softDrop) gestures.push('softDropEnd');
    if (!touch.moved) {
      if (t - touch.startT <= TAP_MAX_MS) gestures.push('rotate');
      return gestures;
    }
    const from = touch.samples.find((sample) => sample.t >= t - FLICK_WINDOW_MS) ?? { y, t };
    const distance = y - from.y;
    const elapsed = Math.max(t - from.t, 1);
    if (distance >= touch.cell && distance / elapsed >= FLICK_CELLS_PER_MS * touch.cell) gestures.push('hardDrop');
    return gestures;
  }

  /** The finger was taken away from the page (a system gesture, a call): end what it held. */
  cancel(): Gesture[] {
    const held = this.touch?.softDrop === true;
    this.touch = null;
    return held ? ['softDropEnd'] : [];
  }
}

import { describe, expect, it } from 'vitest';
import { TouchGestures } from './gestures';

/** Cells 30 pixels wide; the finger lands at (100, 100) at time 0. */
const CELL = 30;

function landed(): TouchGestures {
  const gestures = new TouchGestures();
  gestures.down(100, 100, 0, CELL);
  return gestures;
}

describe('TouchGestures', () => {
  it('rotates on a tap, and does nothing on a long press', () => {
    expect(landed().up(103, 102, 120)).toEqual(['rotate']);
    expect(landed().up(100, 100, 900)).toEqual([]);
  });

  it('moves a column for each cell width the finger travels, either way', () => {
    const gestures = landed();
    expect(gestures.move(120, 101, 50)).toEqual([]);
    expect(gestures.move(131, 102, 100)).toEqual(['right']);
    expect(gestures.move(195, 102, 150)).toEqual(['right', 'right']);
    expect(gestures.move(160, 103, 250)).toEqual(['left']);
    expect(gestures.up(160, 103, 600)).toEqual([]);
  });

  it('drops faster while dragged down, until lifted or dragged back up', () => {
    const gestures = landed();
    expect(gestures.move(104, 125, 100)).toEqual([]);
    expect(gestures.move(105, 132, 200)).toEqual(['softDropStart']);
    // Sideways drift while dropping does not move the piece.
    expect(gestures.move(140, 170, 400)).toEqual([]);
    expect(gestures.move(140, 110, 600)).toEqual(['softDropEnd']);
    expect(gestures.move(171, 110, 700)).toEqual(['right']);
    expect(gestures.move(171, 150, 900)).toEqual(['softDropStart']);
    expect(gestures.up(171, 150, 1400)).toEqual(['softDropEnd']);
  });

  it('drops the piece to the bottom on a flick down', () => {
    const gestures = landed();
    expect(gestures.move(101, 125, 30)).toEqual([]);
    expect(gestures.move(102, 170, 60)).toEqual(['softDropStart']);
    expect(gestures.up(102, 190, 80)).toEqual(['softDropEnd', 'hardDrop']);
  });

  it('judges the flick on the end of the gesture: a slow drag that stops is no flick', () => {
    const gestures = landed();
    gestures.move(100, 200, 1000);
    expect(gestures.up(100, 200, 1300)).toEqual(['softDropEnd']);
  });

  it('lets go of the soft drop when the touch is cancelled, and forgets the finger', () => {
    const gestures = landed();
    gestures.move(100, 140, 100);
    expect(gestures.cancel()).toEqual(['softDropEnd']);
    expect(gestures.move(200, 300, 200)).toEqual([]);
    expect(gestures.up(200, 300, 300)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { MOVE_BASES, formatMove, parseMoves, type Move } from '../lib/notation';
import { dragTurn, layerTurnOf, moveForKey, turnTransform } from './turns';

const move = (text: string): Move => {
  const [first] = parseMoves(text);
  if (first === undefined) throw new Error(`No move in ${text}`);
  return first;
};
const FRONT = { rx: 0, ry: 0 };
const DEFAULT = { rx: -25, ry: -35 };
const dragged = (facelet: number, dx: number, dy: number, view = FRONT) => {
  const turn = dragTurn(facelet, dx, dy, view);
  return turn === null ? null : formatMove(turn);
};

describe('layerTurnOf', () => {
  it('finds the layers of every move in the model', () => {
    expect(layerTurnOf('R')).toEqual({ axis: 0, layers: [1], quarter: -1 });
    expect(layerTurnOf('M')).toEqual({ axis: 0, layers: [0], quarter: 1 });
    expect(layerTurnOf('Uw')).toEqual({ axis: 1, layers: [0, 1], quarter: -1 });
    expect(layerTurnOf('z')).toEqual({ axis: 2, layers: [-1, 0, 1], quarter: -1 });
    for (const base of MOVE_BASES) expect(() => layerTurnOf(base)).not.toThrow();
  });
});

describe('turnTransform', () => {
  it('turns the layer the way the move goes on the screen', () => {
    // R carries the front up: CSS rotateX(90deg) takes the front (z) to the top (-y).
    expect(turnTransform(move('R'))).toBe('rotateX(90deg)');
    expect(turnTransform(move("R'"))).toBe('rotateX(-90deg)');
    // U carries the front to the left; F turns clockwise on the screen.
    expect(turnTransform(move('U'))).toBe('rotateY(-90deg)');
    expect(turnTransform(move('U2'))).toBe('rotateY(-180deg)');
    expect(turnTransform(move('F'))).toBe('rotateZ(90deg)');
  });
});

describe('dragTurn', () => {
  // F's stickers: 18 + 3 × row + column; R's 9 + …; U's 0 + …; B's 45 + ….
  it('turns the layer of the dragged sticker the way it is dragged', () => {
    expect(dragged(23, 0, -30)).toBe('R');
    expect(dragged(23, 2, 30)).toBe("R'");
    expect(dragged(21, 0, 30)).toBe('L');
    expect(dragged(19, -30, 4)).toBe('U');
    expect(dragged(19, 30, 0)).toBe("U'");
    expect(dragged(25, 30, 0)).toBe('D');
    expect(dragged(22, 0, 30)).toBe('M');
    expect(dragged(22, 30, 0)).toBe('E');
  });

  it('follows the view: the top face from above, the back face from behind', () => {
    expect(dragged(7, 0, 30, DEFAULT)).toBe('M');
    // R's column next to F is in the F layer; the one next to B, in the B layer.
    expect(dragged(12, 0, -30, DEFAULT)).toBe("F'");
    expect(dragged(14, 0, -30, DEFAULT)).toBe('B');
    // Seen from behind, the back face's right column is the L layer.
    expect(dragged(50, 0, -30, { rx: 0, ry: 180 })).toBe('L');
    expect(dragged(50, 0, 0)).toBeNull();
  });
});

describe('moveForKey', () => {
  it('reads notation letters, Shift for counterclockwise', () => {
    expect(moveForKey('r', false)).toEqual({ base: 'R', turns: 1 });
    expect(moveForKey('R', true)).toEqual({ base: 'R', turns: 3 });
    expect(moveForKey('m', false)).toEqual({ base: 'M', turns: 1 });
    expect(moveForKey('X', false)).toEqual({ base: 'x', turns: 1 });
    expect(moveForKey('Y', true)).toEqual({ base: 'y', turns: 3 });
    expect(moveForKey('q', false)).toBeNull();
    expect(moveForKey('Enter', false)).toBeNull();
  });
});

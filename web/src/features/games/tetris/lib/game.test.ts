import { describe, expect, it } from 'vitest';
import { createBag, preview, takePiece } from './bag';
import {
  createGame,
  ghost,
  hardDrop,
  hold,
  level,
  LOCK_DELAY_MS,
  moveLeft,
  moveRight,
  nextPieces,
  pause,
  resume,
  rotateClockwise,
  rotateCounterClockwise,
  setSoftDrop,
  tick,
  type GameState,
} from './game';
import { spawnPiece, type Piece } from './pieces';
import { gameWith, withActive } from './testing/game';
import { bottomRows, tAt } from './testing/matrix';

/** Applies actions in order, each at its time. */
function run(state: GameState, ...actions: [(state: GameState, nowMs: number) => GameState, number][]): GameState {
  return actions.reduce((current, [action, at]) => action(current, at), state);
}

/** A vertical I whose blocks are in column `column`, its top block on row `top`. */
const verticalI = (column: number, top: number): Piece => ({ type: 'I', rotation: 1, x: column - 2, y: top });

/** Eight rows to clear with two vertical I's in column 0, and one block that stays. */
const TWO_TETRISES = ['.....#....', ...Array<string>(8).fill('.#########')];

describe('a new game', () => {
  it('deals its pieces from the seed, spawning the first one row lower at once', () => {
    const game = createGame(5, 1000);
    const { piece, bag } = takePiece(createBag(5));
    expect(game.active).toEqual({ ...spawnPiece(piece), y: spawnPiece(piece).y + 1 });
    expect(nextPieces(game)).toEqual(preview(bag));
    expect(nextPieces(game)).toHaveLength(5);
    expect(game).toMatchObject({ status: 'playing', score: 0, lines: 0, hold: null, now: 1000 });
    expect(level(game)).toBe(1);
    expect(createGame(5, 1000)).toEqual(game);
  });

  it('shows the ghost where a hard drop would land', () => {
    const game = gameWith(['.#########'], tAt(0, 4, 25));
    expect(ghost(game)).toEqual(tAt(0, 4, 38));
    expect(hardDrop(game, 0).board[38]?.slice(3, 6)).toEqual(['T', 'T', 'T']);
  });
});

describe('gravity', () => {
  it('drops a row a second at level 1', () => {
    const game = gameWith([], tAt(0, 4, 21));
    expect(tick(game, 999).active).toEqual(tAt(0, 4, 21));
    expect(tick(game, 1000).active).toEqual(tAt(0, 4, 22));
    expect(tick(game, 10_500).active).toEqual(tAt(0, 4, 31));
  });

  it('does not depend on how often it is ticked', () => {
    let often = createGame(9, 0);
    for (let now = 16; now <= 60_000; now += 16) often = tick(often, now);
    const once = tick(createGame(9, 0), 60_000);
    expect(often).toEqual(once);
    expect(once.board).not.toEqual(createGame(9, 0).board); // pieces have landed and locked meanwhile
  });

  it('speeds up with the level', () => {
    const game = gameWith([], tAt(0, 4, 21), { lines: 40 }); // level 5: 355.2 ms a row
    expect(tick(game, 355).active).toEqual(tAt(0, 4, 21));
    expect(tick(game, 356).active).toEqual(tAt(0, 4, 22));
    expect(tick(game, 3552).active).toEqual(tAt(0, 4, 31));
  });

  it('cancels a rotation as the last action when the piece falls', () => {
    const game = rotateClockwise(gameWith([], tAt(0, 4, 25)), 0);
    expect(game.lastRotation).toBe(1);
    expect(tick(game, 1000).lastRotation).toBeNull();
  });
});

describe('soft and hard drop', () => {
  it('soft drops 20 times faster, a point a row, until released', () => {
    let game = setSoftDrop(gameWith([], tAt(0, 4, 20)), true, 0);
    game = tick(game, 500);
    expect(game).toMatchObject({ active: tAt(0, 4, 30), score: 10 });
    game = setSoftDrop(game, false, 500);
    expect(tick(game, 1499).active).toEqual(tAt(0, 4, 30));
    expect(tick(game, 1500)).toMatchObject({ active: tAt(0, 4, 31), score: 10 });
  });

  it('hard drops to the ghost, two points a row, and locks at once', () => {
    const game = hardDrop(gameWith([], tAt(0, 4, 20)), 0);
    expect(game.score).toBe(2 * 19);
    expect(bottomRows(game.board, 2)).toEqual(['....T.....', '...TTT....']);
    expect(game.active?.y).toBe(19); // the next piece
  });
});

describe('lock delay', () => {
  it('locks a resting piece 500 ms after it lands', () => {
    const game = gameWith([], tAt(0, 4, 37));
    const landed = tick(game, 2000);
    expect(landed).toMatchObject({ active: tAt(0, 4, 39), lockAt: 2000 });
    expect(tick(landed, 2000 + LOCK_DELAY_MS - 1).active).toEqual(tAt(0, 4, 39));
    const locked = tick(landed, 2000 + LOCK_DELAY_MS);
    expect(bottomRows(locked.board, 2)).toEqual(['....T.....', '...TTT....']);
    expect(locked.active?.y).toBe(19);
    expect(locked.fallAt).toBe(2500); // the next piece spawned when the lock happened
  });

  it('restarts on a move or rotation', () => {
    const game = run(gameWith([], tAt(0, 4, 39)), [moveLeft, 400], [rotateCounterClockwise, 800]);
    expect(game.lockResets).toBe(2);
    expect(tick(game, 1299).active?.type).toBe('T');
    expect(tick(game, 1300).board).not.toEqual(game.board);
  });

  it('restarts at most 15 times; the 16th move locks the resting piece', () => {
    let game = gameWith([], tAt(0, 4, 39));
    for (let i = 1; i <= 15; i++) game = (i % 2 === 1 ? moveLeft : moveRight)(game, i * 100);
    expect(game.lockResets).toBe(15);
    expect(game.lockAt).toBe(1500);
    expect(tick(game, 1999).active).toEqual(tAt(0, 3, 39));
    const locked = moveRight(game, 1600);
    expect(bottomRows(locked.board, 1)).toEqual(['...TTT....']);
    expect(locked.active?.y).toBe(19);
  });

  it('locks after the delay even if the player keeps moving but cannot', () => {
    const game = gameWith(['.#.#......', '.#.#......', '.#.#......'], { type: 'I', rotation: 1, x: 0, y: 36 });
    const stuck = run(game, [moveLeft, 100], [moveRight, 200], [rotateClockwise, 300]);
    expect(stuck.lockAt).toBe(0);
    expect(tick(stuck, 500).lastLock).toMatchObject({ lines: 0 });
  });

  it('gives the resets back when the piece falls below its lowest row', () => {
    // A T on a ledge: after 15 resets it steps off and falls to the floor.
    let game = gameWith(['......####', '......####'], tAt(0, 6, 37));
    for (let i = 1; i <= 14; i++) game = (i % 2 === 1 ? moveRight : moveLeft)(game, i * 10);
    game = moveLeft(game, 150); // the 15th reset
    expect(game).toMatchObject({ active: tAt(0, 5, 37), lockResets: 15, lockAt: 150 });
    game = moveLeft(game, 160); // off the ledge
    expect(game).toMatchObject({ active: tAt(0, 4, 37), lockResets: 15, lockAt: null, fallAt: 160 });
    game = tick(game, 2160);
    expect(game).toMatchObject({ active: tAt(0, 4, 39), lockResets: 0, lockAt: 2160 });
    expect(tick(game, 2659).active).toEqual(tAt(0, 4, 39));
    expect(tick(game, 2660).active?.y).toBe(19);
  });
});

describe('hold', () => {
  it('holds the piece and brings the next one, once per piece', () => {
    const game = createGame(3, 0);
    const first = game.active?.type;
    const [second, third] = nextPieces(game);
    const held = hold(moveLeft(rotateClockwise(game, 0), 0), 10);
    expect(held).toMatchObject({ hold: first, holdUsed: true });
    expect(held.active).toEqual(second && { ...spawnPiece(second), y: 19 });
    expect(hold(held, 20)).toEqual(tick(held, 20));
    const next = hold(hardDrop(held, 30), 40);
    // After a lock, hold works again: the held piece returns at the spawn position and state.
    expect(next).toMatchObject({ hold: third, holdUsed: true });
    expect(next.active).toEqual(first && { ...spawnPiece(first), y: 19 });
  });
});

describe('line clears and scoring in play', () => {
  it('scores back-to-back tetrises with a combo', () => {
    let game = gameWith(TWO_TETRISES, verticalI(0, 20));
    game = hardDrop(game, 0);
    expect(game.lastLock).toEqual({ lines: 4, tSpin: 'none', perfectClear: false, backToBack: false, combo: 0, points: 800 });
    game = hardDrop(withActive(game, verticalI(0, 20)), 0);
    expect(game.lastLock).toEqual({ lines: 4, tSpin: 'none', perfectClear: false, backToBack: true, combo: 1, points: 1250 });
    expect(game.score).toBe(800 + 1250 + 2 * 16 * 2);
    expect(game.lines).toBe(8);
    expect(bottomRows(game.board, 2)).toEqual(['..........', '.....Z....']);
  });

  it('adds the perfect clear bonus when the matrix is left empty', () => {
    let game = hardDrop(gameWith(TWO_TETRISES.slice(1), verticalI(0, 20)), 0);
    game = hardDrop(withActive(game, verticalI(0, 20)), 0);
    expect(game.lastLock).toMatchObject({ perfectClear: true, points: 1200 + 50 + 3200 });
  });

  it('goes up a level every 10 lines, scoring the clear at the level before it', () => {
    let game = gameWith(['.#########'], verticalI(0, 30), { lines: 9 });
    game = hardDrop(game, 0);
    expect(game.lastLock?.points).toBe(100);
    expect(level(game)).toBe(2);
    const falling = withActive(game, tAt(0, 4, 21));
    expect(tick(falling, 792).active).toEqual(tAt(0, 4, 21));
    expect(tick(falling, 793).active).toEqual(tAt(0, 4, 22));
  });
});

describe('T-spins in play', () => {
  const TST = ['##........', '#.........', '#.########', '#..#######', '#.########', '#########.'];

  it('scores a T-spin triple from the fifth kick', () => {
    const game = run(gameWith(TST, tAt(0, 2, 35)), [rotateClockwise, 0], [hardDrop, 0]);
    expect(game.lastLock).toMatchObject({ lines: 3, tSpin: 'full', points: 1600 });
    expect(bottomRows(game.board, 3)).toEqual(['ZZ........', 'Z.........', 'ZZZZZZZZZ.']);
  });

  it('scores a mini T-spin single', () => {
    const game = run(gameWith(['#..#......', '...#######'], tAt(3, 2, 38)), [rotateClockwise, 0], [hardDrop, 0]);
    expect(game.lastLock).toMatchObject({ lines: 1, tSpin: 'mini', points: 200 });
  });

  it('scores a full T-spin double when the fifth kick lands what would be a mini', () => {
    const board = ['##........', '#.........', '#.########', '#..#######', '#..#######', '##.#######'];
    const game = run(gameWith(board, tAt(0, 2, 35)), [rotateClockwise, 0]);
    expect(game).toMatchObject({ active: tAt(1, 1, 37), lastRotation: 5 });
    expect(hardDrop(game, 0).lastLock).toMatchObject({ lines: 2, tSpin: 'full', points: 1200 });
  });

  it('is no T-spin when the last action was a move', () => {
    const board = ['#.........', '....######'];
    const rotated = gameWith(board, tAt(0, 1, 39), { lastRotation: 1 });
    expect(hardDrop(rotated, 0).lastLock).toMatchObject({ lines: 0, tSpin: 'mini', points: 100 });
    const moved = moveLeft(gameWith(board, tAt(0, 2, 39), { lastRotation: 1 }), 0);
    expect(moved).toMatchObject({ active: tAt(0, 1, 39), lastRotation: null });
    expect(hardDrop(moved, 0).lastLock).toMatchObject({ lines: 0, tSpin: 'none', points: 0 });
  });
});

describe('pause', () => {
  it('freezes time and input until resumed, then carries on where it was', () => {
    const paused = pause(gameWith([], tAt(0, 4, 21)), 600);
    expect(paused.status).toBe('paused');
    expect(tick(paused, 50_000)).toBe(paused);
    expect(run(paused, [moveLeft, 50_000], [hardDrop, 50_000], [hold, 50_000])).toBe(paused);
    const resumed = resume(paused, 100_000);
    expect(resumed.status).toBe('playing');
    expect(tick(resumed, 100_399).active).toEqual(tAt(0, 4, 21));
    expect(tick(resumed, 100_400).active).toEqual(tAt(0, 4, 22));
  });

  it('keeps the lock delay that was left', () => {
    const resumed = resume(pause(gameWith([], tAt(0, 4, 39)), 300), 10_000);
    expect(tick(resumed, 10_199).active).toEqual(tAt(0, 4, 39));
    expect(tick(resumed, 10_200).active?.y).toBe(19);
  });
});

describe('game over', () => {
  it('is a block out when the next piece spawns on blocks', () => {
    const tower = Array<string>(22).fill('....#.....');
    const over = hardDrop(gameWith(tower, { type: 'O', rotation: 0, x: -1, y: 30 }), 0);
    expect(over).toMatchObject({ status: 'over', gameOver: 'block-out', active: null });
    expect(run(over, [tick, 10_000], [moveLeft, 10_000], [hold, 10_000], [pause, 10_000])).toBe(over);
  });

  it('is a lock out when a piece locks wholly above the skyline', () => {
    const stack = Array<string>(20).fill('.#########');
    const game = gameWith(stack, { ...spawnPiece('T') });
    expect(game.lockAt).toBe(0); // it could not drop into the visible rows
    expect(tick(game, LOCK_DELAY_MS)).toMatchObject({ status: 'over', gameOver: 'lock-out', active: null });
  });
});

describe('determinism', () => {
  it('plays the same game from the same seed and inputs', () => {
    const play = () =>
      run(
        createGame(77, 0),
        [moveLeft, 100],
        [rotateClockwise, 250],
        [hardDrop, 400],
        [hold, 900],
        [moveRight, 1000],
        [(state, nowMs) => setSoftDrop(state, true, nowMs), 1100],
        [tick, 30_000],
      );
    expect(play()).toEqual(play());
  });
});

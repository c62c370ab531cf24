/**
 * The cost of one frame of the game loop: what the UI does on every requestAnimationFrame —
 * bring the game up to the frame's time (`tick`: gravity, lock delay, and any lock, line clear
 * and spawn they cause) and work out the ghost piece to draw. Run with
 * `npx vitest bench --run src/features/games/tetris`. Each benchmark also prints how many such
 * frames fit in a 60 Hz frame's 16.7 ms, counting the harness's own overhead (so it errs low).
 */
import { bench, describe, type BenchOptions } from 'vitest';
import { createGame, ghost, hardDrop, moveLeft, moveRight, rotateClockwise, tick, type GameState } from './game';

const FRAME_MS = 1000 / 60;
const FRAME_BUDGET_MS = 16.7;

/** A game part-way through: a ragged stack built by real drops, at level 10 (64 ms a row). */
function midGame(): GameState {
  let game = createGame(2024, 0);
  for (let i = 0; i < 12; i++) {
    const shift = (i * 3) % 7;
    for (let step = 0; step < shift; step++) game = (i % 2 === 0 ? moveLeft : moveRight)(game, 0);
    if (i % 3 === 0) game = rotateClockwise(game, 0);
    game = hardDrop(game, 0);
  }
  return { ...game, lines: 90 };
}

/** Options that time the frames a benchmark runs and print the per-frame cost. */
function frameReport(name: string): { options: BenchOptions; frame: () => void } {
  let frames = 0;
  let start = 0;
  return {
    frame: () => {
      frames++;
    },
    options: {
      time: 2000,
      setup: () => {
        frames = 0;
        start = performance.now();
      },
      teardown: (_task, mode) => {
        if (mode !== 'run' || frames === 0) return;
        const perFrame = (performance.now() - start) / frames;
        console.log(
          `${name}: ${(perFrame * 1000).toFixed(2)} µs a frame; ${Math.floor(FRAME_BUDGET_MS / perFrame).toLocaleString('en')} frames fit in ${String(FRAME_BUDGET_MS)} ms`,
        );
      },
    },
  };
}

describe('tetris game loop', () => {
  const start = midGame();

  const falling = frameReport('falling piece (tick + ghost)');
  let game = start;
  let now = 0;
  bench(
    'one frame: tick + ghost, pieces falling and locking at level 10',
    () => {
      now += FRAME_MS;
      game = tick(game, now);
      ghost(game);
      if (game.status === 'over') {
        game = { ...start, now, fallAt: now, lockAt: null };
      }
      falling.frame();
    },
    falling.options,
  );

  // The heaviest frame: a hard drop that clears four lines, spawns the next piece, and the ghost.
  const clearing = frameReport('hard drop with a tetris (hard drop + tick + ghost)');
  const well: GameState = {
    ...start,
    // The bottom four rows full but for column 0, and column 0 open above them.
    board: start.board.map((row, y) => row.map((block, x) => (x === 0 ? null : y >= 36 ? 'Z' : block))),
    active: { type: 'I', rotation: 1, x: -2, y: 20 },
  };
  if (hardDrop(well, 0).lastLock?.lines !== 4) throw new Error('The heaviest frame should clear four lines');
  bench(
    'one frame: a hard drop clearing a tetris, then tick + ghost',
    () => {
      const dropped = tick(hardDrop(well, 0), FRAME_MS);
      ghost(dropped);
      clearing.frame();
    },
    clearing.options,
  );
});

/**
 * The state of a game being played, changed only by `play` (a reducer, for React's useReducer)
 * and never in place. It never reads the clock: actions that can start, stop or finish the
 * timer carry `now`, so the same actions always give the same state (and tests need no fake
 * timers).
 */
import { CELLS, digitBit, isSolvedGrid, parseGrid, PEERS, serializeGrid, type Grid } from './grid';
import { hint, type Hint } from './hint';
import { isLevel, type Level } from './level';

export interface Cell {
  readonly given: boolean;
  /** 0 when empty. */
  readonly value: number;
  /** Pencil marks as a mask, digit d in bit d−1; always 0 in a filled cell. */
  readonly notes: number;
}

/** What a move changes in a cell, kept before and after so it can be undone and redone. */
export interface Change {
  readonly cell: number;
  readonly before: { readonly value: number; readonly notes: number };
  readonly after: { readonly value: number; readonly notes: number };
}

/** One undoable move: a digit entered also clears that digit from its peers' notes, in the same move. */
export type Move = readonly Change[];

export type Status = 'playing' | 'paused' | 'solved';

export interface GameState {
  /** The caller's name for the puzzle (say 'daily:2026-11-26'), so a saved game is resumed only for its own puzzle. */
  readonly id: string;
  readonly level: Level;
  readonly solution: Grid;
  readonly cells: readonly Cell[];
  readonly selected: number | null;
  readonly undo: readonly Move[];
  readonly redo: readonly Move[];
  readonly status: Status;
  /** Milliseconds played before the clock last started. */
  readonly playedMs: number;
  /** When the clock last started; null unless playing. */
  readonly resumedAt: number | null;
  /**
   * Wrong digits entered, counted as they are entered (undoing one does not take it back, or
   * trying digits and undoing would be free).
   */
  readonly mistakes: number;
  readonly hintsUsed: number;
  /** The wrong cells the last check found; cleared by the next change to the board. */
  readonly wrong: readonly number[];
  /** The last hint, for the UI to explain; cleared by the next change to the board. */
  readonly hint: Hint | null;
}

export type Action =
  | { readonly type: 'select'; readonly cell: number | null }
  | { readonly type: 'enter'; readonly digit: number; readonly now: number }
  | { readonly type: 'note'; readonly digit: number }
  | { readonly type: 'erase' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo'; readonly now: number }
  | { readonly type: 'check' }
  | { readonly type: 'hint'; readonly now: number }
  | { readonly type: 'pause'; readonly now: number }
  | { readonly type: 'resume'; readonly now: number };

/** A new game, its clock running from `now`. */
export function newGame(puzzle: { readonly level: Level; readonly givens: Grid; readonly solution: Grid }, id: string, now: number): GameState {
  return {
    id,
    level: puzzle.level,
    solution: puzzle.solution,
    cells: puzzle.givens.map((value) => ({ given: value !== 0, value, notes: 0 })),
    selected: null,
    undo: [],
    redo: [],
    status: 'playing',
    playedMs: 0,
    resumedAt: now,
    mistakes: 0,
    hintsUsed: 0,
    wrong: [],
    hint: null,
  };
}

export function valuesOf(state: GameState): Grid {
  return state.cells.map((cell) => cell.value);
}

/** Milliseconds played so far, not counting pauses. */
export function elapsedMs(state: GameState, now: number): number {
  // Math.max: a clock set back while playing must not take time off.
  return state.playedMs + (state.resumedAt === null ? 0 : Math.max(0, now - state.resumedAt));
}

/** The state with the clock stopped at `now`. */
function stopClock(state: GameState, now: number): GameState {
  return { ...state, playedMs: elapsedMs(state, now), resumedAt: null };
}

function apply(cells: readonly Cell[], move: Move, side: 'before' | 'after'): Cell[] {
  const next = cells.slice();
  for (const change of move) {
    const cell = next[change.cell];
    if (cell) next[change.cell] = { ...cell, ...change[side] };
  }
  return next;
}

/** The state after a new move by the player: undoable, and clearing what referred to the old board. */
function commit(state: GameState, move: Move): GameState {
  return { ...state, cells: apply(state.cells, move, 'after'), undo: [...state.undo, move], redo: [], wrong: [], hint: null };
}

function finishIfSolved(state: GameState, now: number): GameState {
  if (!state.cells.every((cell, index) => cell.value === state.solution[index])) return state;
  return { ...stopClock(state, now), status: 'solved', selected: null };
}

/** Putting a digit in a cell, and taking it out of the notes of the cells that see it. */
function placement(cells: readonly Cell[], target: number, digit: number): Move {
  const cell = cells[target];
  if (!cell) return [];
  const bit = digitBit(digit);
  const move: Change[] = [{ cell: target, before: { value: cell.value, notes: cell.notes }, after: { value: digit, notes: 0 } }];
  for (const peer of PEERS[target] ?? []) {
    const notes = cells[peer]?.notes ?? 0;
    if (notes & bit) move.push({ cell: peer, before: { value: 0, notes }, after: { value: 0, notes: notes & ~bit } });
  }
  return move;
}

/** The selected cell if the player may change it. */
function editable(state: GameState): { index: number; cell: Cell } | null {
  if (state.status !== 'playing' || state.selected === null) return null;
  const cell = state.cells[state.selected];
  return cell && !cell.given ? { index: state.selected, cell } : null;
}

function isDigit(digit: number): boolean {
  return Number.isInteger(digit) && digit >= 1 && digit <= 9;
}

/**
 * The reducer. An action that does not apply (a move while paused or solved, a digit into a
 * given, undo with nothing to undo…) returns the same state object, so React skips the render.
 */
export function play(state: GameState, action: Action): GameState {
  switch (action.type) {
    case 'select':
      return action.cell === null || (Number.isInteger(action.cell) && action.cell >= 0 && action.cell < CELLS)
        ? { ...state, selected: action.cell }
        : state;
    case 'enter': {
      const target = editable(state);
      if (target === null || !isDigit(action.digit) || target.cell.value === action.digit) return state;
      const wrong = state.solution[target.index] !== action.digit;
      const next = { ...state, mistakes: state.mistakes + (wrong ? 1 : 0) };
      return finishIfSolved(commit(next, placement(state.cells, target.index, action.digit)), action.now);
    }
    case 'note': {
      const target = editable(state);
      if (target?.cell.value !== 0 || !isDigit(action.digit)) return state;
      const { notes } = target.cell;
      return commit(state, [{ cell: target.index, before: { value: 0, notes }, after: { value: 0, notes: notes ^ digitBit(action.digit) } }]);
    }
    case 'erase': {
      const target = editable(state);
      if (target === null || (target.cell.value === 0 && target.cell.notes === 0)) return state;
      const { value, notes } = target.cell;
      return commit(state, [{ cell: target.index, before: { value, notes }, after: { value: 0, notes: 0 } }]);
    }
    case 'undo': {
      const move = state.undo.at(-1);
      if (state.status !== 'playing' || move === undefined) return state;
      const cells = apply(state.cells, move, 'before');
      return { ...state, cells, undo: state.undo.slice(0, -1), redo: [...state.redo, move], wrong: [], hint: null };
    }
    case 'redo': {
      const move = state.redo.at(-1);
      if (state.status !== 'playing' || move === undefined) return state;
      const cells = apply(state.cells, move, 'after');
      const next = { ...state, cells, undo: [...state.undo, move], redo: state.redo.slice(0, -1), wrong: [], hint: null };
      return finishIfSolved(next, action.now);
    }
    case 'check': {
      if (state.status !== 'playing') return state;
      const wrong = state.cells.flatMap((cell, index) => (cell.value !== 0 && cell.value !== state.solution[index] ? [index] : []));
      return { ...state, wrong };
    }
    case 'hint': {
      if (state.status !== 'playing') return state;
      const given = hint(valuesOf(state), state.solution);
      if (given === null) return state;
      const next = commit({ ...state, hintsUsed: state.hintsUsed + 1 }, placement(state.cells, given.cell, given.digit));
      return finishIfSolved({ ...next, hint: given, selected: given.cell }, action.now);
    }
    case 'pause':
      return state.status === 'playing' ? { ...stopClock(state, action.now), status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'playing', resumedAt: action.now } : state;
  }
}

/** What is saved: the state without what refers to a moment (the check, the hint) and with the clock folded in. */
interface Saved {
  readonly version: 1;
  readonly id: string;
  readonly level: Level;
  readonly solution: string;
  readonly cells: readonly Cell[];
  readonly selected: number | null;
  readonly undo: readonly Move[];
  readonly redo: readonly Move[];
  readonly status: Status;
  readonly playedMs: number;
  readonly mistakes: number;
  readonly hintsUsed: number;
}

/**
 * The game as JSON, for localStorage, with the time played up to `now`. The time between the
 * last save and closing the page is lost, so save on pagehide as well as after moves.
 */
export function serializeGame(state: GameState, now: number): string {
  const saved: Saved = {
    version: 1,
    id: state.id,
    level: state.level,
    solution: serializeGrid(state.solution),
    cells: state.cells,
    selected: state.selected,
    undo: state.undo,
    redo: state.redo,
    status: state.status,
    playedMs: elapsedMs(state, now),
    mistakes: state.mistakes,
    hintsUsed: state.hintsUsed,
  };
  return JSON.stringify(saved);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isCellIndex(value: unknown): value is number {
  return isCount(value) && value < CELLS;
}

/** A value and notes as the reducer leaves them: a digit or nothing, and notes only in an empty cell. */
function isContent(value: unknown): value is { value: number; notes: number; [key: string]: unknown } {
  return (
    isRecord(value) &&
    isCount(value.value) &&
    value.value <= 9 &&
    isCount(value.notes) &&
    value.notes <= 0x1ff &&
    (value.value === 0 || value.notes === 0)
  );
}

function readCells(value: unknown, solution: Grid): Cell[] | null {
  if (!Array.isArray(value) || value.length !== CELLS) return null;
  const cells: Cell[] = [];
  for (const [index, cell] of value.entries()) {
    if (!isContent(cell) || typeof cell.given !== 'boolean') return null;
    if (cell.given && cell.value !== solution[index]) return null;
    cells.push({ given: cell.given, value: cell.value, notes: cell.notes });
  }
  return cells;
}

function readMoves(value: unknown, cells: readonly Cell[]): Move[] | null {
  if (!Array.isArray(value)) return null;
  const moves: Move[] = [];
  for (const move of value) {
    if (!Array.isArray(move) || move.length === 0) return null;
    const changes: Change[] = [];
    for (const change of move) {
      if (!isRecord(change) || !isCellIndex(change.cell) || cells[change.cell]?.given !== false) return null;
      if (!isContent(change.before) || !isContent(change.after)) return null;
      const { before, after } = change;
      changes.push({ cell: change.cell, before: { value: before.value, notes: before.notes }, after: { value: after.value, notes: after.notes } });
    }
    moves.push(changes);
  }
  return moves;
}

/**
 * A saved game back, its clock (if it was running) restarting at `now`; null for anything that
 * is not a consistent saved game (corrupt, edited by hand, or from another version), which the
 * caller treats as no saved game.
 */
export function restoreGame(json: string, now: number): GameState | null {
  let saved: unknown;
  try {
    saved = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(saved) || saved.version !== 1 || typeof saved.id !== 'string' || !isLevel(saved.level)) return null;
  const solution = typeof saved.solution === 'string' ? parseGrid(saved.solution) : null;
  if (solution === null || !isSolvedGrid(solution)) return null;
  const cells = readCells(saved.cells, solution);
  if (cells === null) return null;
  const undo = readMoves(saved.undo, cells);
  const redo = readMoves(saved.redo, cells);
  const { selected, status, playedMs, mistakes, hintsUsed } = saved;
  if (undo === null || redo === null || !(selected === null || isCellIndex(selected))) return null;
  if (status !== 'playing' && status !== 'paused' && status !== 'solved') return null;
  if (typeof playedMs !== 'number' || !Number.isFinite(playedMs) || playedMs < 0 || !isCount(mistakes) || !isCount(hintsUsed)) return null;
  const solved = cells.every((cell, index) => cell.value === solution[index]);
  if (solved !== (status === 'solved')) return null;
  return {
    id: saved.id,
    level: saved.level,
    solution,
    cells,
    selected,
    undo,
    redo,
    status,
    playedMs,
    resumedAt: status === 'playing' ? now : null,
    mistakes,
    hintsUsed,
    wrong: [],
    hint: null,
  };
}

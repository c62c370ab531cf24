/**
 * A cube game as data, changed by a reducer so that its rules are tested without a browser: the
 * cube, the turns the picture has still to show, the WCA-style inspection and timer, the solution
 * being played, the result, what to announce, and the copy kept so that a reload resumes the game.
 * Actions carry the time (`now`, milliseconds since the epoch) so the reducer stays pure.
 */
import { SOLVED, applyMove, applyMoves, equals, isSolved, type Cube } from '../lib/cube';
import { formatMoves, parseMoves, type Move } from '../lib/notation';

/** WCA regulation A3a1: 15 seconds to inspect the scrambled cube before the solve starts. */
export const INSPECTION_MS = 15_000;

/**
 * `free`: no timed game, the cube turns as the player likes. `inspection` and `solving`: a
 * scrambled game is on. `won` and `gaveUp`: it ended, solved by the player or by asking for
 * the solution.
 */
export type Phase = 'free' | 'inspection' | 'solving' | 'won' | 'gaveUp';

export interface Result {
  readonly won: boolean;
  readonly ms: number;
  readonly moves: number;
  readonly score: number;
}

export interface SolutionPlayback {
  readonly moves: readonly Move[];
  /** The number of moves played so far. */
  readonly next: number;
  readonly playing: boolean;
}

export type Announcement =
  | { readonly kind: 'scrambled' }
  | { readonly kind: 'started' }
  /** `count`: the game's move count, null outside a game. */
  | { readonly kind: 'turned'; readonly move: Move; readonly count: number | null }
  | { readonly kind: 'won'; readonly result: Result }
  | { readonly kind: 'solution'; readonly length: number; readonly gaveUp: boolean }
  | { readonly kind: 'step'; readonly move: Move; readonly step: number; readonly total: number; readonly solved: boolean };

export interface GameState {
  /** The cube as the game knows it. */
  readonly cube: Cube;
  /** The cube as the picture shows it: `cube` once the `queue` has been drawn. */
  readonly shown: Cube;
  readonly queue: readonly Move[];
  readonly phase: Phase;
  readonly scramble: readonly Move[];
  /** The player's moves since the scramble. */
  readonly history: readonly Move[];
  /** Milliseconds on the clock, plus the time since `since` while it runs. */
  readonly clock: { readonly ms: number; readonly since: number | null };
  readonly inspectionEnds: number | null;
  readonly solution: SolutionPlayback | null;
  readonly result: Result | null;
  /** The latest thing to say; a new `id` for each, so the same words are said again. */
  readonly announcement: { readonly id: number; readonly what: Announcement } | null;
}

/** What a reload resumes: the cube follows from the scramble and the moves. */
export interface SavedGame {
  readonly scramble: string;
  readonly history: string;
  readonly phase: 'inspection' | 'solving';
  readonly ms: number;
  readonly inspectionLeftMs: number;
}

export type GameAction =
  | { type: 'scramble'; moves: readonly Move[]; now: number }
  | { type: 'turn'; move: Move; now: number }
  | { type: 'tick'; now: number }
  /** `of`: the cube the solution was searched for; it is dropped if the cube has turned since. */
  | { type: 'solution'; moves: readonly Move[]; of: Cube; now: number }
  | { type: 'step' }
  | { type: 'play'; playing: boolean }
  /** The picture has drawn the first queued move. */
  | { type: 'shown' }
  /** The picture shows the cube as it is, without drawing the queue. */
  | { type: 'settled' }
  | { type: 'restore'; saved: SavedGame; now: number };

export function initialGame(): GameState {
  return {
    cube: SOLVED,
    shown: SOLVED,
    queue: [],
    phase: 'free',
    scramble: [],
    history: [],
    clock: { ms: 0, since: null },
    inspectionEnds: null,
    solution: null,
    result: null,
    announcement: null,
  };
}

/** Whole-cube rotations only change how the cube is held: they neither start the timer nor count. */
export function isRotation(move: Move): boolean {
  return move.base === 'x' || move.base === 'y' || move.base === 'z';
}

export function moveCount(moves: readonly Move[]): number {
  return moves.filter((move) => !isRotation(move)).length;
}

export function elapsedMs(state: Pick<GameState, 'clock'>, now: number): number {
  const { ms, since } = state.clock;
  return since === null ? ms : ms + Math.max(0, now - since);
}

/**
 * A scramble of fewer turns than this (one typed in, say) is practice: solving it counts as a
 * won game but scores nothing, so a best score cannot be had from a one-move scramble. The
 * random-state scrambles are 16 to 22 turns.
 */
export const MIN_SCORED_SCRAMBLE = 15;

/** The score of a solve, as the help explains it: 3000 − 2 × seconds − 10 × moves, never below 0. */
export function score(ms: number, moves: number): number {
  return Math.round(Math.max(0, 3000 - (2 * ms) / 1000 - 10 * moves));
}

export function isPlaying(phase: Phase): boolean {
  return phase === 'inspection' || phase === 'solving';
}

function announce(state: GameState, what: Announcement): GameState {
  return { ...state, announcement: { id: (state.announcement?.id ?? 0) + 1, what } };
}

/** Ends the inspection once its time is up: the clock then runs from the moment it ended. */
function inspect(state: GameState, now: number): GameState {
  if (state.phase !== 'inspection' || state.inspectionEnds === null || now < state.inspectionEnds) return state;
  return announce({ ...state, phase: 'solving', clock: { ms: 0, since: state.inspectionEnds }, inspectionEnds: null }, { kind: 'started' });
}

function finish(state: GameState, now: number, won: boolean): GameState & { readonly result: Result } {
  const ms = elapsedMs(state, now);
  const moves = moveCount(state.history);
  const scored = won && moveCount(state.scramble) >= MIN_SCORED_SCRAMBLE;
  const result = { won, ms, moves, score: scored ? score(ms, moves) : 0 };
  return { ...state, phase: won ? 'won' : 'gaveUp', clock: { ms, since: null }, inspectionEnds: null, result };
}

function turn(state: GameState, move: Move, now: number): GameState {
  const cube = applyMove(state.cube, move);
  const turned: GameState = { ...state, cube, queue: [...state.queue, move], solution: null };
  if (!isPlaying(state.phase)) return announce(turned, { kind: 'turned', move, count: null });
  const history = [...state.history, move];
  const started =
    state.phase === 'inspection' && !isRotation(move)
      ? { phase: 'solving' as const, clock: { ms: 0, since: now }, inspectionEnds: null }
      : {};
  const playing: GameState = { ...turned, ...started, history };
  if (isSolved(cube)) {
    const won = finish(playing, now, true);
    return announce(won, { kind: 'won', result: won.result });
  }
  return announce(playing, { kind: 'turned', move, count: moveCount(history) });
}

function step(state: GameState): GameState {
  const solution = state.solution;
  const move = solution?.moves[solution.next];
  if (solution === null || move === undefined) return state;
  const cube = applyMove(state.cube, move);
  const next = solution.next + 1;
  const total = solution.moves.length;
  return announce(
    { ...state, cube, queue: [...state.queue, move], solution: { ...solution, next, playing: solution.playing && next < total } },
    { kind: 'step', move, step: next, total, solved: isSolved(cube) },
  );
}

function restore(saved: SavedGame, now: number): GameState {
  const scramble = parseMoves(saved.scramble);
  const history = parseMoves(saved.history);
  const cube = applyMoves(applyMoves(SOLVED, scramble), history);
  const solving = saved.phase === 'solving';
  return {
    ...initialGame(),
    cube,
    shown: cube,
    phase: saved.phase,
    scramble,
    history,
    clock: { ms: solving ? saved.ms : 0, since: solving ? now : null },
    inspectionEnds: solving ? null : now + saved.inspectionLeftMs,
  };
}

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'scramble': {
      const cube = applyMoves(SOLVED, action.moves);
      return announce(
        { ...initialGame(), cube, shown: cube, phase: 'inspection', scramble: action.moves, inspectionEnds: action.now + INSPECTION_MS },
        { kind: 'scrambled' },
      );
    }
    case 'turn':
      return turn(inspect(state, action.now), action.move, action.now);
    case 'tick':
      return inspect(state, action.now);
    case 'solution': {
      if (action.moves.length === 0 || !equals(action.of, state.cube)) return state;
      const current = inspect(state, action.now);
      const gaveUp = isPlaying(current.phase);
      const ended = gaveUp ? finish(current, action.now, false) : current;
      return announce(
        { ...ended, solution: { moves: action.moves, next: 0, playing: true } },
        { kind: 'solution', length: action.moves.length, gaveUp },
      );
    }
    case 'step':
      return step(state);
    case 'play':
      if (state.solution === null || state.solution.next >= state.solution.moves.length) return state;
      return { ...state, solution: { ...state.solution, playing: action.playing } };
    case 'shown': {
      const [first, ...rest] = state.queue;
      return first === undefined ? state : { ...state, shown: applyMove(state.shown, first), queue: rest };
    }
    case 'settled':
      return state.queue.length === 0 ? state : { ...state, shown: state.cube, queue: [] };
    case 'restore':
      return restore(action.saved, action.now);
  }
}

/** The copy of a game in progress to keep, or null when no game is on. */
export function toSavedGame(state: GameState, now: number): SavedGame | null {
  if (state.phase !== 'inspection' && state.phase !== 'solving') return null;
  return {
    scramble: formatMoves(state.scramble),
    history: formatMoves(state.history),
    phase: state.phase,
    ms: elapsedMs(state, now),
    inspectionLeftMs: state.inspectionEnds === null ? 0 : Math.max(0, state.inspectionEnds - now),
  };
}

/** A kept game read back, or null when there is none or it is not one (an older format, a hand edit). */
export function readSavedGame(json: string | null): SavedGame | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as Partial<Record<keyof SavedGame, unknown>> | null;
    if (value === null || typeof value !== 'object') return null;
    const { scramble, history, phase, ms, inspectionLeftMs } = value;
    if (typeof scramble !== 'string' || typeof history !== 'string' || (phase !== 'inspection' && phase !== 'solving')) return null;
    const duration = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
    if (!duration(ms) || !duration(inspectionLeftMs)) return null;
    const moves = parseMoves(scramble);
    if (moves.length === 0 || isSolved(applyMoves(applyMoves(SOLVED, moves), parseMoves(history)))) return null;
    return { scramble, history, phase, ms, inspectionLeftMs: Math.min(inspectionLeftMs, INSPECTION_MS) };
  } catch {
    return null;
  }
}

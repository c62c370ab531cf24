/**
 * The guideline's "Random Generator": the pieces come in bags, each a shuffled set of all seven,
 * so no piece is ever more than 12 pieces away. The shuffle uses a seeded PRNG whose whole
 * state is one number, so the same seed always deals the same pieces and a saved game resumes
 * the same sequence.
 */
import { PIECE_TYPES, type PieceType } from './pieces';

/** How many upcoming pieces the next preview shows (the guideline allows 1–6). */
export const PREVIEW_SIZE = 5;

export interface Bag {
  /** The PRNG's state (an unsigned 32-bit integer). */
  readonly random: number;
  /** Pieces already dealt from bags but not yet played; always at least PREVIEW_SIZE. */
  readonly queue: readonly PieceType[];
}

/**
 * mulberry32: one 32-bit state, fast, and well spread enough for shuffling seven pieces.
 * Returns a number in [0, 1) and the next state.
 */
function nextRandom(state: number): [value: number, state: number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = Math.imul(next ^ (next >>> 15), next | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 2 ** 32, next];
}

/** Adds one freshly shuffled bag to the end of the queue: each piece drawn from those left. */
function addBag(bag: Bag): Bag {
  const left: PieceType[] = [...PIECE_TYPES];
  const drawn: PieceType[] = [];
  let random = bag.random;
  while (left.length > 0) {
    const [value, state] = nextRandom(random);
    random = state;
    drawn.push(...left.splice(Math.floor(value * left.length), 1));
  }
  return { random, queue: [...bag.queue, ...drawn] };
}

function filled(bag: Bag): Bag {
  let result = bag;
  while (result.queue.length < PREVIEW_SIZE) result = addBag(result);
  return result;
}

/** A bag seeded with any number (only its low 32 bits count). */
export function createBag(seed: number): Bag {
  return filled({ random: seed >>> 0, queue: [] });
}

/** Deals the next piece; the queue is refilled a whole bag at a time, keeping the preview full. */
export function takePiece(bag: Bag): { piece: PieceType; bag: Bag } {
  const [piece, ...rest] = bag.queue;
  if (piece === undefined) throw new Error('The bag is never empty');
  return { piece, bag: filled({ random: bag.random, queue: rest }) };
}

/** The next pieces, in the order they will come. */
export function preview(bag: Bag): readonly PieceType[] {
  return bag.queue.slice(0, PREVIEW_SIZE);
}

/**
 * Coordinates: small integers that number one aspect of a cube state, so the solver can move
 * them with lookup tables instead of arrays. Each has a getter from piece arrays (Kociemba's
 * numbering of places and pieces, see cube.ts) and a setter that builds some state with that
 * value, which is how the move tables are filled. The solved cube has every coordinate 0.
 *
 * Indices are in range by construction; `?? 0` only satisfies noUncheckedIndexedAccess.
 */

/** 3^7 corner orientations: the eighth corner's twist follows from the others. */
export const TWIST_COUNT = 2187;
/** 2^11 edge orientations: the twelfth edge's flip follows from the others. */
export const FLIP_COUNT = 2048;
/** C(12, 4) sets of places for the four middle-layer (UD-slice) edges FR FL BL BR. */
export const SLICE_COUNT = 495;
/** 4! orders of the four slice edges. */
export const SLICE_ORDER_COUNT = 24;
/** 8! permutations of the corners, or of the eight U/D-layer edges. */
export const PERM8_COUNT = 40320;

/** Piece values being built: a plain array or a typed one. */
type Pieces = Record<number, number>;

/** The slice edges are pieces 8–11 (FR FL BL BR); their home places are 8–11 too. */
const FIRST_SLICE_EDGE = 8;

export function twist(co: ArrayLike<number>): number {
  let value = 0;
  for (let i = 0; i < 7; i++) value = 3 * value + (co[i] ?? 0);
  return value;
}

export function setTwist(co: Pieces, value: number): void {
  let sum = 0;
  for (let i = 6; i >= 0; i--) {
    co[i] = value % 3;
    sum += value % 3;
    value = Math.floor(value / 3);
  }
  co[7] = (3 - (sum % 3)) % 3;
}

export function flip(eo: ArrayLike<number>): number {
  let value = 0;
  for (let i = 0; i < 11; i++) value = 2 * value + (eo[i] ?? 0);
  return value;
}

export function setFlip(eo: Pieces, value: number): void {
  let sum = 0;
  for (let i = 10; i >= 0; i--) {
    eo[i] = value % 2;
    sum += value % 2;
    value = Math.floor(value / 2);
  }
  eo[11] = sum % 2;
}

/** Binomial coefficients up to C(12, 4), 0 where k > n. */
const BINOMIAL: readonly (readonly number[])[] = Array.from({ length: 13 }, (_, n) =>
  Array.from({ length: 5 }, (_, k) => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return c;
  }),
);
const binomial = (n: number, k: number) => BINOMIAL[n]?.[k] ?? 0;

/**
 * The places of the slice edges and their order, as `24 * places + order` (0–11879): phase 1
 * needs only the places (`Math.floor(value / 24)`, 0 exactly when they are in the middle layer),
 * phase 2 only the order (the value itself, below 24 there). One coordinate serves both.
 * Places are numbered in the combinatorial number system, scanning from place 11 down.
 */
export function sliceSorted(ep: ArrayLike<number>): number {
  let places = 0;
  let found = 0;
  const order: number[] = [];
  for (let i = 11; i >= 0; i--) {
    const edge = ep[i] ?? 0;
    if (edge < FIRST_SLICE_EDGE) continue;
    places += binomial(11 - i, found + 1);
    found++;
    order.unshift(edge - FIRST_SLICE_EDGE);
  }
  return SLICE_ORDER_COUNT * places + permutation(order);
}

/** Places the slice edges as `value` says; other places get -1 (no particular edge). */
export function setSliceSorted(ep: Pieces, value: number): void {
  let places = Math.floor(value / SLICE_ORDER_COUNT);
  const order: number[] = [];
  setPermutation(order, value % SLICE_ORDER_COUNT, 4);
  let left = 4;
  // Greedy decoding of the number system, largest binomial first: slice places come in increasing order.
  for (let i = 0; i < 12; i++) {
    const c = binomial(11 - i, left);
    if (left > 0 && places >= c) {
      places -= c;
      ep[i] = FIRST_SLICE_EDGE + (order[4 - left] ?? 0);
      left--;
    } else ep[i] = -1;
  }
}

/** How many bits are set in each byte: the smaller values already seen, in `permutation`. */
const BITS_SET = Uint8Array.from({ length: 256 }, (_, byte) => byte.toString(2).replaceAll('0', '').length);

/**
 * The rank of an ordering of 0…length-1 (read from `start` on) among all orderings, 0 when
 * increasing: its Lehmer code, whose digit for each value is how many smaller values come after
 * it, i.e. the value minus the smaller values before it. Used for the corners (8!), the U/D edges
 * in phase 2 (8!) and the slice edges' order (4!).
 */
export function permutation(values: ArrayLike<number>, start = 0, length = values.length - start): number {
  let rank = 0;
  let seen = 0;
  for (let i = 0; i < length; i++) {
    const value = values[start + i] ?? 0;
    rank = rank * (length - i) + value - (BITS_SET[seen & ((1 << value) - 1)] ?? 0);
    seen |= 1 << value;
  }
  return rank;
}

/**
 * Writes the ordering of 0…length-1 whose rank is `value` to `into`, from `start` on: digits
 * from the last place back, each placed value pushing up the larger ones after it.
 */
export function setPermutation(into: Pieces, value: number, length: number, start = 0): void {
  for (let i = length - 1; i >= 0; i--) {
    const digit = value % (length - i);
    value = Math.floor(value / (length - i));
    into[start + i] = digit;
    for (let j = start + i + 1; j < start + length; j++) if ((into[j] ?? 0) >= digit) into[j] = (into[j] ?? 0) + 1;
  }
}

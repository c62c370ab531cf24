import { describe, expect, it } from 'vitest';
import { createBag, preview, PREVIEW_SIZE, takePiece, type Bag } from './bag';
import { PIECE_TYPES, type PieceType } from './pieces';

function deal(bag: Bag, count: number): { pieces: PieceType[]; bag: Bag } {
  const pieces: PieceType[] = [];
  let current = bag;
  for (let i = 0; i < count; i++) {
    const next = takePiece(current);
    pieces.push(next.piece);
    current = next.bag;
  }
  return { pieces, bag: current };
}

describe('7-bag randomiser', () => {
  it.each([0, 1, 42, 2 ** 32 - 1, 123456789])('deals every bag of seven as a permutation of the seven pieces (seed %i)', (seed) => {
    const { pieces } = deal(createBag(seed), 7 * 100);
    for (let start = 0; start < pieces.length; start += 7) {
      expect(pieces.slice(start, start + 7).sort()).toEqual([...PIECE_TYPES].sort());
    }
  });

  it('deals the same sequence from the same seed, and another from another seed', () => {
    expect(deal(createBag(7), 50).pieces).toEqual(deal(createBag(7), 50).pieces);
    expect(deal(createBag(7), 50).pieces).not.toEqual(deal(createBag(8), 50).pieces);
  });

  it('shuffles: each piece comes first in a bag about as often as the others', () => {
    const firsts = new Map<PieceType, number>();
    const { pieces } = deal(createBag(2024), 7 * 7000);
    for (let start = 0; start < pieces.length; start += 7) {
      const first = pieces[start];
      if (first) firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const type of PIECE_TYPES) expect(firsts.get(type)).toBeGreaterThan(850); // 1000 expected
  });

  it('previews the next five pieces, in the order they come, at every point of a bag', () => {
    let bag = createBag(3);
    for (let i = 0; i < 30; i++) {
      const upcoming = preview(bag);
      expect(upcoming).toHaveLength(PREVIEW_SIZE);
      const { pieces, bag: after } = deal(bag, PREVIEW_SIZE);
      expect(pieces).toEqual(upcoming);
      bag = takePiece(bag).bag;
      expect(after.queue.length).toBeGreaterThanOrEqual(PREVIEW_SIZE);
    }
  });

  it('is plain JSON: a bag copied through JSON deals the same pieces', () => {
    const { bag } = deal(createBag(99), 10);
    const copy = JSON.parse(JSON.stringify(bag)) as Bag;
    expect(deal(copy, 30).pieces).toEqual(deal(bag, 30).pieces);
  });
});

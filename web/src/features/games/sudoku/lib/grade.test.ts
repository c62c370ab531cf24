// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyse, grade } from './grade';
import { parseGrid, type Grid } from './grid';

function grid(text: string): Grid {
  const parsed = parseGrid(text);
  if (parsed === null) throw new Error(`Not a grid: ${text}`);
  return parsed;
}

/** Wikipedia's example puzzle: singles all the way. */
const CLASSIC = grid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
/** The first X-Wing example of sudokuwiki.org (Andrew Stuart's X-Wing page). */
const X_WING = grid('1.....569492.561.8.561.924...964.8.1.64.1....218.356.4.4.5...169.5.614.2621.....5');
/** The XY-Wing example of HoDoKu's wings page (pivot 5/7). */
const XY_WING = grid('8..36.9....9.1.863.63.89..5924673158386951724571824396432196587698537......248639');
/** A medium puzzle the generator once made, kept as a fixture. */
const POINTING = grid('3....8.64.87.....2...3..8....1..6..5.5..2..3.9..5..1....4..2...5.....41.63.1....9');
/** Arto Inkala's puzzle, which needs far more than these techniques. */
const INKALA = grid('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..');

describe('grade', () => {
  it('grades a classic singles puzzle easy', () => {
    expect(analyse(CLASSIC)).toEqual({ level: 'easy', solved: true, techniques: ['naked-single'] });
  });

  it('grades the X-Wing example hard, and it cannot be finished without the X-Wing', () => {
    const grading = analyse(X_WING);
    expect(grading.level).toBe('hard');
    expect(grading.techniques).toContain('x-wing');
    expect(analyse(X_WING, 'medium').solved).toBe(false);
  });

  it('grades the XY-Wing example hard, needing the XY-Wing first', () => {
    const grading = analyse(XY_WING);
    expect(grading.level).toBe('hard');
    expect(grading.techniques[0]).toBe('xy-wing');
  });

  it('grades expert what the techniques cannot finish', () => {
    expect(analyse(INKALA)).toMatchObject({ level: 'expert', solved: false });
    expect(grade(INKALA)).toBe('expert');
  });

  it('grades medium a puzzle that singles cannot finish but a pointing pair can', () => {
    expect(analyse(POINTING)).toEqual({ level: 'medium', solved: true, techniques: ['hidden-single', 'pointing', 'naked-single'] });
    expect(analyse(POINTING, 'easy').solved).toBe(false);
  });

  it('grades a solved grid easy and a grid without a solution expert', () => {
    expect(grade(grid('534678912672195348198342567859761423426853791713924856961537284287419635345286179'))).toBe('easy');
    expect(grade(grid(`11${'.'.repeat(79)}`))).toBe('expert');
  });
});

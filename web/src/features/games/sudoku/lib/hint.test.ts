// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseGrid, type Grid } from './grid';
import { hint } from './hint';
import { TECHNIQUE_LEVEL } from './techniques';

function grid(text: string): Grid {
  const parsed = parseGrid(text);
  if (parsed === null) throw new Error(`Not a grid: ${text}`);
  return parsed;
}

const CLASSIC = grid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const CLASSIC_SOLUTION = grid('534678912672195348198342567859761423426853791713924856961537284287419635345286179');
const X_WING = grid('1.....569492.561.8.561.924...964.8.1.64.1....218.356.4.4.5...169.5.614.2621.....5');
const X_WING_SOLUTION = grid('187423569492756138356189247539647821764218395218935674843572916975361482621894753');
const INKALA = grid('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..');
const INKALA_SOLUTION = grid('812753649943682175675491283154237896369845721287169534521974368438526917796318452');

describe('hint', () => {
  it('gives a single when there is one', () => {
    const given = hint(CLASSIC, CLASSIC_SOLUTION);
    expect(given?.steps).toHaveLength(1);
    expect(given?.steps[0]).toMatchObject({ kind: 'place', cell: given?.cell, digit: given?.digit });
    expect(given?.digit).toBe(CLASSIC_SOLUTION[given?.cell ?? -1]);
    expect(CLASSIC[given?.cell ?? -1]).toBe(0);
  });

  it('lists the eliminations that lead to the digit, the X-Wing among them', () => {
    const given = hint(X_WING, X_WING_SOLUTION);
    const steps = given?.steps ?? [];
    expect(steps.map((step) => step.technique)).toContain('x-wing');
    expect(steps.slice(0, -1).every((step) => step.kind === 'eliminate')).toBe(true);
    expect(steps.at(-1)).toMatchObject({ kind: 'place', cell: given?.cell, digit: given?.digit });
    expect(TECHNIQUE_LEVEL[steps.at(-1)?.technique ?? 'x-wing']).toBe('easy');
    expect(given?.digit).toBe(X_WING_SOLUTION[given?.cell ?? -1]);
  });

  it('reasons past wrong digits and corrects one where the hint goes', () => {
    const first = hint(CLASSIC, CLASSIC_SOLUTION);
    const cell = first?.cell ?? -1;
    const wrong = [...CLASSIC];
    wrong[cell] = ((CLASSIC_SOLUTION[cell] ?? 0) % 9) + 1;
    expect(hint(wrong, CLASSIC_SOLUTION)).toMatchObject({ cell, digit: first?.digit });
  });

  it('reveals a digit of the solution when the techniques are stuck', () => {
    const given = hint(INKALA, INKALA_SOLUTION);
    expect(given?.steps).toEqual([]);
    expect(INKALA[given?.cell ?? -1]).toBe(0);
    expect(given?.digit).toBe(INKALA_SOLUTION[given?.cell ?? -1]);
  });

  it('has nothing to give for a solved grid', () => {
    expect(hint(CLASSIC_SOLUTION, CLASSIC_SOLUTION)).toBeNull();
  });
});

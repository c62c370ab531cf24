// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseGrid, UNITS, type Grid } from '../lib/grid';
import { hint, type Hint } from '../lib/hint';
import { sudokuMessages } from '../messages';
import { explainHint, hintPattern } from './explain-hint';

const en = sudokuMessages('en');
const ro = sudokuMessages('ro');

function grid(text: string): Grid {
  const parsed = parseGrid(text);
  if (parsed === null) throw new Error(`Not a grid: ${text}`);
  return parsed;
}

/** Cell 20 is r3c3; units 0–8 are the rows, 9–17 the columns, 18–26 the boxes. */
const unit = (index: number) => UNITS[index] ?? [];

function hidden(pattern: readonly number[]): Hint {
  return { cell: 20, digit: 7, steps: [{ kind: 'place', technique: 'hidden-single', cell: 20, digit: 7, pattern }] };
}

describe('explainHint', () => {
  it('explains a naked single', () => {
    const given: Hint = { cell: 20, digit: 7, steps: [{ kind: 'place', technique: 'naked-single', cell: 20, digit: 7, pattern: [20] }] };
    expect(explainHint(en, given)).toBe('Row 3, column 3 is 7. Every other digit is already in its row, column or box, so only 7 fits.');
    expect(hintPattern(given)).toEqual([20]);
  });

  it.each([
    ['row', unit(2), 'It is the only cell of row 3 where 7 can go.', 'Este singura celulă din rândul 3 unde poate sta 7.'],
    ['column', unit(9 + 2), 'It is the only cell of column 3 where 7 can go.', 'Este singura celulă din coloana 3 unde poate sta 7.'],
    ['box', unit(18), 'It is the only cell of the top-left box where 7 can go.', 'Este singura celulă din careul din stânga sus unde poate sta 7.'],
  ])('names the %s of a hidden single, and highlights it', (_, pattern, english, romanian) => {
    expect(explainHint(en, hidden(pattern))).toBe(`Row 3, column 3 is 7. ${english}`);
    expect(explainHint(ro, hidden(pattern))).toBe(`Pe rândul 3, coloana 3 este 7. ${romanian}`);
    expect(hintPattern(hidden(pattern))).toEqual(pattern);
  });

  it('names the eliminations that come first, once each', () => {
    const given: Hint = {
      cell: 20,
      digit: 7,
      steps: [
        { kind: 'eliminate', technique: 'pointing', eliminations: [{ cell: 21, digit: 7 }], pattern: [0, 1] },
        { kind: 'eliminate', technique: 'x-wing', eliminations: [{ cell: 22, digit: 7 }], pattern: [0, 8, 72, 80] },
        { kind: 'eliminate', technique: 'pointing', eliminations: [{ cell: 23, digit: 7 }], pattern: [3, 4] },
        { kind: 'place', technique: 'naked-single', cell: 20, digit: 7, pattern: [20] },
      ],
    };
    expect(explainHint(en, given)).toBe(
      'Row 3, column 3 is 7. Every other digit is already in its row, column or box, so only 7 fits. It takes some elimination first (pointing digits and X-Wing) to see it.',
    );
  });

  it('says when the digit comes from the solution', () => {
    const given: Hint = { cell: 80, digit: 9, steps: [] };
    expect(explainHint(en, given)).toBe('Row 9, column 9 is 9. No simple deduction finds the next digit from here, so this one comes from the solution.');
    expect(hintPattern(given)).toEqual([80]);
  });

  it('explains the hints lib/hint.ts gives for a real position', () => {
    const puzzle = grid('1.....569492.561.8.561.924...964.8.1.64.1....218.356.4.4.5...169.5.614.2621.....5');
    const solution = grid('187423569492756138356189247539647821764218395218935674843572916975361482621894753');
    const given = hint(puzzle, solution);
    expect(given).not.toBeNull();
    if (given !== null) expect(explainHint(en, given)).toMatch(/^Row \d, column \d is \d\. .+ It takes some elimination first \(.*X-Wing.*\) to see it\.$/);
  });
});

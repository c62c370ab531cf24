/** A hint of lib/hint.ts in words, and the cells that show its reason on the board. */
import { boxOf, colOf, rowOf } from '../lib/grid';
import type { Hint } from '../lib/hint';
import type { Technique } from '../lib/techniques';
import type { SudokuMessages, UnitName } from '../messages';

/** The unit a hidden single was found in: the nine cells of its pattern share it. */
function unitOf(cells: readonly number[]): UnitName {
  const first = cells[0] ?? 0;
  if (cells.every((cell) => rowOf(cell) === rowOf(first))) return { kind: 'row', number: rowOf(first) + 1 };
  if (cells.every((cell) => colOf(cell) === colOf(first))) return { kind: 'column', number: colOf(first) + 1 };
  return { kind: 'box', index: boxOf(first) };
}

/** The sentences of a hint: where the digit goes, why, and what had to be ruled out first. */
export function explainHint(t: SudokuMessages, hint: Hint): string {
  const placed = t.hintPlaced(rowOf(hint.cell) + 1, colOf(hint.cell) + 1, hint.digit);
  const last = hint.steps.at(-1);
  if (last?.kind !== 'place') return `${placed} ${t.revealed}`;
  const reason = last.technique === 'hidden-single' ? t.hiddenSingle(hint.digit, unitOf(last.pattern)) : t.nakedSingle(hint.digit);
  const before = [...new Set<Technique>(hint.steps.slice(0, -1).map((step) => step.technique))];
  return before.length === 0 ? `${placed} ${reason}` : `${placed} ${reason} ${t.firstEliminate(before.map((technique) => t.techniques[technique]))}`;
}

/** The cells that prove the hint (the unit of a hidden single, the cell of a naked one), to highlight. */
export function hintPattern(hint: Hint): readonly number[] {
  const last = hint.steps.at(-1);
  return last?.kind === 'place' ? last.pattern : [hint.cell];
}

import { useRef, type KeyboardEvent } from 'react';
import { boxOf, colOf, digitBit, rowOf } from '../lib/grid';
import type { Cell } from '../lib/game';
import type { SudokuMessages } from '../messages';
import { cellForKey } from './keys';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const ROWS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

function notesOf(mask: number): number[] {
  return DIGITS.filter((digit) => (mask & digitBit(digit)) !== 0);
}

function sameUnit(a: number, b: number): boolean {
  return rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b);
}

export interface BoardProps {
  t: SudokuMessages;
  cells: readonly Cell[];
  selected: number | null;
  /** Filled cells whose digit a peer repeats. */
  conflicts: ReadonlySet<number>;
  /** Cells the last check found wrong. */
  wrong: readonly number[];
  /** The cells that prove the hint being shown. */
  pattern: readonly number[];
  hinted: number | null;
  describedBy: string;
  onSelect: (cell: number) => void;
}

/**
 * What a screen reader says for a cell: where it is, what it holds, and what is wrong with it.
 * It is the cell's hidden text rather than an aria-label, which would have to contain the
 * digits shown (WCAG 2.5.3) and cannot say "empty, notes 1 and 4" around them.
 */
function cellName(t: SudokuMessages, cell: Cell, index: number, conflict: boolean, wrong: boolean): string {
  const parts = [cell.value !== 0 ? String(cell.value) : t.empty];
  if (cell.given) parts.push(t.given);
  if (cell.notes !== 0) parts.push(t.notes(notesOf(cell.notes)));
  if (conflict) parts.push(t.conflict);
  if (wrong) parts.push(t.wrong);
  return t.cell(rowOf(index) + 1, colOf(index) + 1, parts.join(', '));
}

/**
 * The 9×9 grid (WAI-ARIA grid pattern): one cell in the tab order, the arrows moving between
 * them. Focusing a cell selects it, so the mouse, a tap and the keyboard all select the same way.
 */
export function SudokuBoard({ t, cells, selected, conflicts, wrong, pattern, hinted, describedBy, onSelect }: BoardProps) {
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const active = selected ?? 0;
  const selectedValue = selected === null ? 0 : (cells[selected]?.value ?? 0);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.metaKey) return;
    const next = cellForKey(active, event);
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(next);
  }

  function classes(cell: Cell, index: number): string {
    const names = ['sudoku-cell'];
    if (cell.given) names.push('sudoku-cell--given');
    if (index === selected) names.push('sudoku-cell--selected');
    else if (selected !== null && sameUnit(index, selected)) names.push('sudoku-cell--peer');
    if (selectedValue !== 0 && cell.value === selectedValue && index !== selected) names.push('sudoku-cell--same');
    if (conflicts.has(index)) names.push('sudoku-cell--conflict');
    if (wrong.includes(index)) names.push('sudoku-cell--wrong');
    if (pattern.includes(index)) names.push('sudoku-cell--pattern');
    if (index === hinted) names.push('sudoku-cell--hinted');
    return names.join(' ');
  }

  return (
    <div className="sudoku-board" role="grid" aria-label={t.board} aria-describedby={describedBy} onKeyDown={onKeyDown}>
      {ROWS.map((row) => (
        <div key={row} className="sudoku-row" role="row">
          {cells.slice(row * 9, row * 9 + 9).map((cell, column) => {
            const index = row * 9 + column;
            return (
              <div
                key={index}
                ref={(element) => {
                  refs.current[index] = element;
                }}
                role="gridcell"
                className={classes(cell, index)}
                tabIndex={index === active ? 0 : -1}
                aria-selected={index === selected}
                aria-readonly={cell.given || undefined}
                data-cell={index}
                onFocus={() => {
                  if (index !== selected) onSelect(index);
                }}
                onClick={() => {
                  onSelect(index);
                }}
              >
                <span className="visually-hidden">{cellName(t, cell, index, conflicts.has(index), wrong.includes(index))}</span>
                {cell.value !== 0 ? (
                  <span className="sudoku-cell__value" aria-hidden="true">
                    {cell.value}
                  </span>
                ) : (
                  cell.notes !== 0 && (
                    <span className="sudoku-notes" aria-hidden="true">
                      {DIGITS.map((digit) => (
                        <span key={digit} className={digit === selectedValue ? 'sudoku-notes__digit sudoku-notes__digit--same' : 'sudoku-notes__digit'}>
                          {(cell.notes & digitBit(digit)) !== 0 ? digit : ''}
                        </span>
                      ))}
                    </span>
                  )
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

import type { SudokuMessages } from '../messages';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export interface NumberPadProps {
  t: SudokuMessages;
  /** How many of each digit are still to place, 1 first. */
  remaining: readonly number[];
  notes: boolean;
  /** The game is paused: the buttons do nothing. */
  disabled: boolean;
  onDigit: (digit: number) => void;
  onErase: () => void;
  onToggleNotes: () => void;
}

/**
 * The digits for touch and mouse, each with how many are left to place. A digit all placed is
 * dimmed, and the pad of a paused game only marked disabled (the game ignores it): a disabled
 * button would throw the focus out of the pad.
 */
export function NumberPad({ t, remaining, notes, disabled, onDigit, onErase, onToggleNotes }: NumberPadProps) {
  return (
    <div className={notes ? 'sudoku-pad sudoku-pad--notes' : 'sudoku-pad'} role="group" aria-label={t.pad}>
      <div className="sudoku-pad__digits">
        {DIGITS.map((digit) => {
          const left = remaining[digit - 1] ?? 0;
          return (
            <button
              key={digit}
              type="button"
              className={left === 0 ? 'sudoku-pad__digit sudoku-pad__digit--done' : 'sudoku-pad__digit'}
              aria-disabled={disabled || undefined}
              onClick={() => {
                onDigit(digit);
              }}
            >
              <span className="sudoku-pad__number" aria-hidden="true">
                {digit}
              </span>
              <span className="sudoku-pad__left" aria-hidden="true">
                {left}
              </span>
              <span className="visually-hidden">{t.padDigit(digit, left)}</span>
            </button>
          );
        })}
      </div>
      <div className="sudoku-pad__tools">
        <button type="button" className="sudoku-tool" aria-disabled={disabled || undefined} onClick={onErase}>
          {t.erase}
        </button>
        <button type="button" className="sudoku-tool sudoku-tool--notes" aria-pressed={notes} aria-disabled={disabled || undefined} onClick={onToggleNotes}>
          {t.notesMode}
          <span className="sudoku-tool__state" aria-hidden="true">
            {notes ? t.notesOn : t.notesOff}
          </span>
        </button>
      </div>
    </div>
  );
}

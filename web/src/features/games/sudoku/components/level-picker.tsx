import { useId } from 'react';
import { dailyLevel } from '../lib/daily';
import { LEVELS, type Level } from '../lib/level';
import type { SudokuMessages } from '../messages';

/** What a new game can be: a random puzzle of a level, or the day's puzzle. */
export type Choice = Level | 'daily';

/** The day's puzzle first: the one every reader shares. */
const CHOICES: readonly Choice[] = ['daily', ...LEVELS];

export interface LevelPickerProps {
  t: SudokuMessages;
  /** The first screen's large cards, or a row of buttons beside a game. */
  variant: 'cards' | 'buttons';
  title: string;
  /** The puzzle being generated. */
  pending: Choice | null;
  /** Today's UTC date, once known in the browser: the daily puzzle's level depends on it. */
  today: string | null;
  onChoose: (choice: Choice) => void;
}

/**
 * The levels and the daily puzzle. While a puzzle is generated the buttons are marked disabled
 * but keep the focus (aria-disabled), and the one pressed says so.
 */
export function LevelPicker({ t, variant, title, pending, today, onChoose }: LevelPickerProps) {
  const titleId = useId();
  const todayLevel = today === null ? null : dailyLevel(today);
  const levelOf = (choice: Choice): Level | null => (choice === 'daily' ? todayLevel : choice);
  const generating = pending === null ? null : levelOf(pending);
  return (
    <section className={`sudoku-picker sudoku-picker--${variant}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="sudoku-picker__title">
        {title}
      </h2>
      <ul className="sudoku-picker__choices">
        {CHOICES.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              className={`sudoku-picker__choice sudoku-picker__choice--${choice}`}
              aria-disabled={pending !== null || undefined}
              aria-busy={pending === choice || undefined}
              onClick={() => {
                if (pending === null) onChoose(choice);
              }}
            >
              <span className="sudoku-picker__name">{pending === choice ? t.generating : choice === 'daily' ? t.daily : t.levels[choice]}</span>
              {variant === 'cards' && (
                <span className="sudoku-picker__note">
                  {choice === 'daily' ? (todayLevel === null ? t.dailyNote : `${t.dailyNote} ${t.dailyOf(todayLevel)}`) : t.levelNotes[choice]}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {generating !== null && t.generatingLevel(generating)}
      </p>
    </section>
  );
}

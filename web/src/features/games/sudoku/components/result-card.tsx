import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatNumber } from '../../../../lib/i18n/format';
import type { Lang } from '../../../../lib/i18n/languages';
import { formatDuration } from '../../lib/duration';
import type { Level } from '../lib/level';
import type { SudokuMessages } from '../messages';

export interface Result {
  readonly level: Level;
  readonly daily: boolean;
  readonly seconds: number;
  readonly score: number;
  readonly hints: number;
  readonly mistakes: number;
}

/**
 * The finished state: how the game went, and the way to the next one (`children`). It takes
 * the focus when it appears, since the button that finished the game (Hint, a digit) may have
 * gone with the board's controls.
 */
export function ResultCard({ t, lang, result, best, children }: { t: SudokuMessages; lang: Lang; result: Result; best: string; children: ReactNode }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <section className="sudoku-result" aria-labelledby={titleId} data-testid="sudoku-result">
      <h2 id={titleId} ref={title} className="sudoku-result__title" tabIndex={-1}>
        {t.solvedTitle}
      </h2>
      <p className="sudoku-result__note">{result.daily ? t.solvedDaily : t.solvedNote(result.level)}</p>
      <dl className="sudoku-result__figures">
        <div>
          <dt>{t.time}</dt>
          <dd>{formatDuration(result.seconds)}</dd>
        </div>
        <div className="sudoku-result__score">
          <dt>{t.score}</dt>
          <dd data-testid="sudoku-score">{formatNumber(result.score, lang)}</dd>
        </div>
        <div>
          <dt>{t.hints}</dt>
          <dd>{formatNumber(result.hints, lang)}</dd>
        </div>
        <div>
          <dt>{t.mistakes}</dt>
          <dd>{formatNumber(result.mistakes, lang)}</dd>
        </div>
        <div>
          <dt>{t.bestScore}</dt>
          <dd>{best}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

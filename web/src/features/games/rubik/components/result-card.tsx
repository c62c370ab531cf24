import { useId } from 'react';
import { formatNumber } from '../../../../lib/i18n/format';
import type { Lang } from '../../../../lib/i18n/languages';
import { formatDuration } from '../../lib/duration';
import type { RubikMessages } from '../messages';
import type { Result } from './game-state';

/** How the finished game went: solved by the player, or ended by the solution. */
export function ResultCard({ t, lang, result }: { t: RubikMessages; lang: Lang; result: Result }) {
  const titleId = useId();
  return (
    <section className={`rubik-result rubik-result--${result.won ? 'won' : 'over'}`} aria-labelledby={titleId} data-testid="rubik-result">
      <h2 id={titleId} className="rubik-result__title">
        {result.won ? t.wonTitle : t.gaveUpTitle}
      </h2>
      <dl className="rubik-result__figures">
        <div>
          <dt>{t.time}</dt>
          <dd>{formatDuration(result.ms / 1000)}</dd>
        </div>
        <div>
          <dt>{t.moves}</dt>
          <dd>{formatNumber(result.moves, lang)}</dd>
        </div>
        <div>
          <dt>{t.score}</dt>
          <dd>{formatNumber(result.score, lang)}</dd>
        </div>
      </dl>
      {!result.won && <p className="rubik-result__note">{t.notAWin}</p>}
    </section>
  );
}

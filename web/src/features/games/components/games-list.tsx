import { Link } from '../../../components/ui/link';
import { GAMES, gamesPath, type Game } from '../../../config/paths';
import { formatNumber } from '../../../lib/i18n/format';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { profileMessages } from '../profile/messages';
import { useProfile } from '../profile/profile-store';

/** A small drawing of each game, so the cards are recognisable at a glance. */
function GameIcon({ game }: { game: Game }) {
  if (game === 'sudoku') {
    return (
      <svg viewBox="0 0 48 48" aria-hidden="true" className="game-card__icon">
        <rect x="4" y="4" width="40" height="40" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M17.3 4v40M30.6 4v40M4 17.3h40M4 30.6h40" stroke="currentColor" strokeWidth="1.5" />
        <text x="10.6" y="14.6" fontSize="9" textAnchor="middle" fill="currentColor">5</text>
        <text x="24" y="28" fontSize="9" textAnchor="middle" fill="currentColor">3</text>
        <text x="37.3" y="41.3" fontSize="9" textAnchor="middle" fill="currentColor">9</text>
      </svg>
    );
  }
  if (game === 'tetris') {
    return (
      <svg viewBox="0 0 48 48" aria-hidden="true" className="game-card__icon">
        <path d="M6 30h12v12H6zM18 30h12v12H18zM18 18h12v12H18zM30 30h12v12H30z" fill="currentColor" opacity="0.85" />
        <path d="M30 6h12v12H30z" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="game-card__icon">
      <path d="M24 4 42 14v20L24 44 6 34V14z" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M6 14l18 10 18-10M24 24v20M12 17.3l18 10M18 10.6l18 10M15 29l0-11M33 29V18" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

/** The three games, each with its name, what it is, the player's best score and a link to play it. */
export function GamesList() {
  const lang = useLang();
  const t = useMessages().games;
  const profile = useProfile();
  return (
    <section className="games" aria-labelledby="games-title">
      <header className="listing__header">
        <h1 id="games-title" className="listing__title">
          {t.title}
        </h1>
        <p className="listing__count">{t.intro}</p>
      </header>
      <ul className="games__list" role="list">
        {GAMES.map((game) => (
          <li key={game} className={`game-card game-card--${game}`}>
            <GameIcon game={game} />
            <h2 className="game-card__name">
              <Link to={gamesPath(lang, game)} className="game-card__link">
                {t[game].name}
              </Link>
            </h2>
            <p className="game-card__summary">{t[game].summary}</p>
            {profile.stats[game].bestScore > 0 && (
              <p className="game-card__best" data-testid={`best-${game}`}>
                {profileMessages(lang).best(formatNumber(profile.stats[game].bestScore, lang))}
              </p>
            )}
            <span className="game-card__cta" aria-hidden="true">
              {t.play(t[game].name)} →
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

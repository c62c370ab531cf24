import { useId, useState, type SyntheticEvent } from 'react';
import { GAMES } from '../../../../config/paths';
import { formatDate, formatNumber } from '../../../../lib/i18n/format';
import type { Lang } from '../../../../lib/i18n/languages';
import { toast } from '../../../../lib/toast';
import { formatDuration } from '../../lib/duration';
import { ACHIEVEMENT_IDS, MAX_PLAYER_NAME } from '../lib/profile';
import { profileMessages } from '../messages';
import { renamePlayer, useProfile } from '../profile-store';

function NameForm({ lang }: { lang: Lang }) {
  const t = profileMessages(lang);
  const profile = useProfile();
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (draft === null) return;
    renamePlayer(draft);
    setDraft(null);
    toast({ title: t.nameSaved });
  }
  return (
    <form className="player-name" onSubmit={submit}>
      <label htmlFor={id}>{t.name}</label>
      <input
        id={id}
        value={draft ?? profile.name}
        maxLength={MAX_PLAYER_NAME}
        autoComplete="nickname"
        onChange={(event) => {
          setDraft(event.target.value);
        }}
      />
      <button type="submit" className="button button--secondary" disabled={draft === null}>
        {t.saveName}
      </button>
    </form>
  );
}

/**
 * The player profile of spec §3: the name, the totals, each game's stats and the achievements.
 * `signedIn` says where it is kept: with the account, or in this browser only.
 */
export function ProfilePanel({ lang, signedIn }: { lang: Lang; signedIn: boolean }) {
  const t = profileMessages(lang);
  const profile = useProfile();
  const earned = new Map(profile.achievements.map((each) => [each.id, each.earnedAt]));
  return (
    <section className="player-profile" aria-labelledby="player-profile-title">
      <h2 id="player-profile-title" className="player-profile__title">
        {t.profile}
      </h2>
      <p className="player-profile__note">{signedIn ? t.synced : t.local}</p>
      <NameForm lang={lang} />
      <dl className="player-profile__totals">
        <div>
          <dt>{t.totalGames}</dt>
          <dd data-testid="total-games">{formatNumber(profile.totalGamesPlayed, lang)}</dd>
        </div>
        <div>
          <dt>{t.favoriteGame}</dt>
          <dd>{profile.favoriteGame ? t.gameNames[profile.favoriteGame] : t.none}</dd>
        </div>
      </dl>
      <ul className="player-profile__games" role="list">
        {GAMES.map((game) => {
          const stats = profile.stats[game];
          const rows: [string, string][] = [
            [t.gamesPlayed, formatNumber(stats.gamesPlayed, lang)],
            [t.bestScore, formatNumber(stats.bestScore, lang)],
            [t.totalTime, formatDuration(stats.totalTime)],
            [t.averageTime, formatDuration(stats.averageTime)],
            [t.winStreak, formatNumber(stats.winStreak, lang)],
            [t.currentStreak, formatNumber(stats.currentStreak, lang)],
            [t.lastPlayed, stats.lastPlayed ? formatDate(stats.lastPlayed, lang) : t.never],
          ];
          return (
            <li key={game} className={`player-game player-game--${game}`}>
              <h3 className="player-game__name">{t.gameNames[game]}</h3>
              <dl className="player-game__stats">
                {rows.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
      <h3 className="player-profile__subtitle">{t.earned}</h3>
      {earned.size === 0 && <p className="player-profile__empty">{t.noAchievements}</p>}
      <ul className="achievements" role="list">
        {ACHIEVEMENT_IDS.map((id) => {
          const at = earned.get(id);
          return (
            <li key={id} className={`achievement${at ? ' achievement--earned' : ''}`} data-achievement={id}>
              <span className="achievement__badge" aria-hidden="true">
                {at ? '★' : '☆'}
              </span>
              <span className="achievement__text">
                <span className="achievement__name">{t.achievements[id].name}</span>
                <span className="achievement__description">
                  {at ? `${t.achievements[id].description} · ${formatDate(at, lang)}` : t.locked}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

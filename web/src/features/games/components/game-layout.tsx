import { useState, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { PageHead } from '../../../components/ui/page-head';
import { gamesPath, type Game } from '../../../config/paths';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { LANGS } from '../../../lib/i18n/languages';
import { ProfilePanel } from '../profile/components/profile-panel';
import { profileMessages } from '../profile/messages';
import '../../../styles/games.css';

/**
 * The frame of one game's page: its head, the way back to the games, the title, and the player
 * profile behind a button; the game itself is the children. `signedIn` comes from the page
 * (pages/public/game-account.ts), which also links the profile to the account.
 */
export function GameLayout({ game, signedIn, children }: { game: Game; signedIn: boolean; children: ReactNode }) {
  const lang = useLang();
  const t = useMessages().games;
  const p = profileMessages(lang);
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <article className={`game-page game-page--${game}`} aria-labelledby="game-title">
      <PageHead
        lang={lang}
        title={t[game].name}
        description={t[game].summary}
        canonicalPath={gamesPath(lang, game)}
        alternates={LANGS.map((each) => ({ lang: each, href: gamesPath(each, game) }))}
      />
      <header className="game-page__header">
        <Link to={gamesPath(lang)} className="game-page__back">
          ← {p.backToGames}
        </Link>
        <h1 id="game-title" className="game-page__title">
          {t[game].name}
        </h1>
        <button
          type="button"
          className="button button--secondary game-page__profile-toggle"
          aria-expanded={profileOpen}
          aria-controls="game-profile"
          onClick={() => {
            setProfileOpen((open) => !open);
          }}
        >
          {p.openProfile}
        </button>
      </header>
      <div id="game-profile" hidden={!profileOpen}>
        {profileOpen && <ProfilePanel lang={lang} signedIn={signedIn} />}
      </div>
      {children}
    </article>
  );
}

import { PageHead } from '../../components/ui/page-head';
import { gamesPath } from '../../config/paths';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { LANGS } from '../../lib/i18n/languages';
import { GamesList } from '../../features/games/components/games-list';
import { ProfilePanel } from '../../features/games/profile/components/profile-panel';
import { useGameAccount } from './game-account';
import '../../styles/games.css';

/** `/{lang}/games`: the list of games with the player's profile, prerendered. */
export function GamesPage() {
  const lang = useLang();
  const t = useMessages().games;
  const signedIn = useGameAccount();
  return (
    <>
      <PageHead
        lang={lang}
        title={t.title}
        description={t.description}
        canonicalPath={gamesPath(lang)}
        alternates={LANGS.map((each) => ({ lang: each, href: gamesPath(each) }))}
      />
      <GamesList />
      <div className="games__profile">
        <ProfilePanel lang={lang} signedIn={signedIn} />
      </div>
    </>
  );
}

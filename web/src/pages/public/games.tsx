import { PageHead } from '../../components/ui/page-head';
import { gamesPath } from '../../config/paths';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { LANGS } from '../../lib/i18n/languages';
import { GamesList } from '../../features/games/components/games-list';

/** `/{lang}/games`: the list of games, prerendered. */
export function GamesPage() {
  const lang = useLang();
  const t = useMessages().games;
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
    </>
  );
}

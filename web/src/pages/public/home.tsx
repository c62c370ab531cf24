import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/ui/page-head';
import { homePath } from '../../config/paths';
import type { ArticleSummary } from '../../lib/api/types';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { LANGS, isLang } from '../../lib/i18n/languages';
import { queryClient } from '../../lib/query-client';
import { articlesQueryOptions } from '../../features/articles/api/list-articles';
import { ArticleSection } from '../../features/articles/components/article-section';

const LATEST_COUNT = 10;
/** Featured and trending, 3 each (spec §9). */
const HIGHLIGHT_COUNT = 3;

export interface HomeData {
  latest: ArticleSummary[];
  featured: ArticleSummary[];
  trending: ArticleSummary[];
}

export async function loader({ params }: LoaderFunctionArgs): Promise<HomeData | null> {
  const lang = params.lang;
  if (!isLang(lang)) return null;
  const cache = queryClient();
  const list = (extra: { featured?: boolean; trending?: boolean }, limit: number) =>
    cache.query(articlesQueryOptions({ language: lang, limit, ...extra })).then((page) => page.items);
  const [latest, featured, trending] = await Promise.all([
    list({}, LATEST_COUNT),
    list({ featured: true }, HIGHLIGHT_COUNT),
    list({ trending: true }, HIGHLIGHT_COUNT),
  ]);
  return { latest, featured, trending };
}

export function HomePage() {
  const { latest, featured, trending } = useLoaderData() as HomeData;
  const lang = useLang();
  const { site, home: t } = useMessages();
  const leadImage = featured[0]?.image_url ?? latest[0]?.image_url;
  return (
    <>
      <PageHead
        lang={lang}
        description={site.description}
        image={leadImage}
        canonicalPath={homePath(lang)}
        alternates={LANGS.map((each) => ({ lang: each, href: homePath(each) }))}
      />
      <h1 className="visually-hidden">{site.name}</h1>
      <div className="home">
        <ArticleSection id="latest" title={t.latest} articles={latest} variant="compact" className="home__latest" />
        <ArticleSection id="featured" title={t.featured} articles={featured} variant="featured" className="home__featured" />
        <ArticleSection id="trending" title={t.trending} articles={trending} variant="compact" className="home__trending" />
      </div>
    </>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ArticleCard } from '../../components/ui/article-card';
import { PageHead } from '../../components/ui/page-head';
import { SiteLayout } from '../../components/ui/site-layout';
import { apiClient } from '../../lib/api-client';
import type { ArticleSummary } from '../../lib/api-types';
import { LANGS, isLang, messages, type Lang } from '../../lib/i18n';
import { homePath } from '../../lib/paths';
import { NotFoundPage } from './not-found';

const LATEST_COUNT = 10;
const HIGHLIGHT_COUNT = 3;

export type HomeData =
  | {
      status: 'found';
      lang: Lang;
      latest: ArticleSummary[];
      featured: ArticleSummary[];
      trending: ArticleSummary[];
    }
  | { status: 'not-found' };

export async function loader({ params, request }: LoaderFunctionArgs): Promise<HomeData> {
  const lang = params.lang;
  if (!isLang(lang)) return { status: 'not-found' };
  const api = apiClient();
  const published = { language: lang, status: 'published' } as const;
  const [latest, featured, trending] = await Promise.all([
    api.listArticles({ ...published, limit: LATEST_COUNT }, request.signal),
    api.listArticles({ ...published, featured: true, limit: HIGHLIGHT_COUNT }, request.signal),
    api.listArticles({ ...published, trending: true, limit: HIGHLIGHT_COUNT }, request.signal),
  ]);
  return {
    status: 'found',
    lang,
    latest: latest.items,
    featured: featured.items,
    trending: trending.items,
  };
}

export function getStaticPaths(): string[] {
  return LANGS.map(homePath);
}

interface SectionProps {
  id: string;
  title: string;
  articles: ArticleSummary[];
  lang: Lang;
  variant: 'featured' | 'compact';
  className: string;
}

function ArticleSection({ id, title, articles, lang, variant, className }: SectionProps) {
  return (
    <section className={`home-section ${className}`} aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {articles.length === 0 ? (
        <p className="home-section__empty">{messages(lang).noArticles}</p>
      ) : (
        <ol className="home-section__list" role="list">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} lang={lang} variant={variant} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function HomeView({ lang, latest, featured, trending }: Extract<HomeData, { status: 'found' }>) {
  const t = messages(lang);
  const leadImage = featured[0]?.image_url ?? latest[0]?.image_url;
  return (
    <SiteLayout lang={lang}>
      <PageHead lang={lang} description={t.siteDescription} image={leadImage} canonicalPath={homePath(lang)} />
      <h1 className="visually-hidden">{t.siteName}</h1>
      <div className="home">
        <ArticleSection
          id="latest"
          title={t.latest}
          articles={latest}
          lang={lang}
          variant="compact"
          className="home__latest"
        />
        <ArticleSection
          id="featured"
          title={t.featured}
          articles={featured}
          lang={lang}
          variant="featured"
          className="home__featured"
        />
        <ArticleSection
          id="trending"
          title={t.trending}
          articles={trending}
          lang={lang}
          variant="compact"
          className="home__trending"
        />
      </div>
    </SiteLayout>
  );
}

export function HomePage() {
  const data = useLoaderData() as HomeData;
  if (data.status === 'not-found') return <NotFoundPage />;
  return <HomeView {...data} />;
}

import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { MessagePage } from '../../components/ui/message-page';
import { PageHead } from '../../components/ui/page-head';
import { withPage } from '../../config/paths';
import type { ArticleSummary } from '../../lib/api/types';
import { useLang } from '../../lib/i18n/language-context';
import { LANGS, isLang, type Lang } from '../../lib/i18n/languages';
import { useListingsMessages } from '../../lib/i18n/sections/listings';
import { queryClient } from '../../lib/query-client';
import { articlesQueryOptions } from '../../features/articles/api/list-articles';
import { ArticleCard } from '../../features/articles/components/article-card';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories';
import { Listing } from '../../features/listings/components/listing';
import { menuListingPaths, resolveCategoryRoute, type ResolvedCategory } from '../../features/listings/lib/category-route';
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from '../../features/listings/lib/paging';
import { useLoadAddressedPage } from '../../features/listings/lib/use-load-addressed-page';
import { publicEpisodesQueryOptions } from '../../features/podcasts/api/list-public-episodes';
import { LatestEpisodes } from '../../features/podcasts/components/latest-episodes';
import { toEpisodeSummary, type EpisodeSummary } from '../../features/podcasts/lib/public-episode';
import '../../styles/podcasts.css';

/** The podcast category's first page starts with the newest episodes, this many. */
const LATEST_EPISODES = 3;

export type CategoryData =
  | {
      status: 'found';
      category: ResolvedCategory;
      page: number;
      total: number;
      items: ArticleSummary[];
      /** The newest episodes, on the podcast category's first page only (none elsewhere). */
      episodes: EpisodeSummary[];
    }
  | { status: 'not-found' };

/**
 * The podcast category's latest episodes; none for any other listing, which asks for nothing
 * more. They are extra: when they cannot be loaded, the articles still show.
 */
async function latestEpisodes(lang: Lang, category: ResolvedCategory, page: number): Promise<EpisodeSummary[]> {
  if (category.canonical !== 'podcast' || category.subcategory || page > 1) return [];
  try {
    const list = await queryClient().query(publicEpisodesQueryOptions({ language: lang, limit: LATEST_EPISODES }));
    return list.items.map(toEpisodeSummary);
  } catch (error) {
    console.warn(`[news] the latest ${lang} episodes are unavailable:`, error);
    return [];
  }
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<CategoryData | Response> {
  const lang = params.lang;
  if (!isLang(lang) || !params.category) return { status: 'not-found' };
  const cache = queryClient();
  const [en, ro] = await Promise.all([cache.query(categoriesQueryOptions('en')), cache.query(categoriesQueryOptions('ro'))]);
  const route = resolveCategoryRoute(lang, params.category, params.subcategory, { en, ro });
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  if (route.kind === 'redirect') return redirect(withPage(route.to, page));
  if (route.kind === 'not-found') return { status: 'not-found' };
  const { category } = route;
  const [list, episodes] = await Promise.all([
    cache.query(
      articlesQueryOptions({
        language: lang,
        category: category.canonical,
        subcategory: category.subcategory?.slug,
        limit: PAGE_SIZE,
        offset: pageOffset(page),
      }),
    ),
    latestEpisodes(lang, category, page),
  ]);
  return { status: 'found', category, page, total: list.total, items: list.items, episodes };
}

/** The first page of every menu category and subcategory, in both languages. */
export async function getStaticPaths(): Promise<string[]> {
  const cache = queryClient();
  const menus = await Promise.all(LANGS.map((lang) => cache.query(categoriesQueryOptions(lang))));
  return LANGS.flatMap((lang, index) => menuListingPaths(lang, menus[index] ?? []));
}

export function languageHrefs(data: unknown): Partial<Record<Lang, string>> {
  const found = data as CategoryData | undefined;
  return found?.status === 'found' ? found.category.paths : {};
}

export function CategoryPage() {
  const data = useLoaderData() as CategoryData;
  const lang = useLang();
  const t = useListingsMessages();
  useLoadAddressedPage(data.status === 'found' ? data.page : null);
  if (data.status === 'not-found') return <MessagePage title={t.categoryNotFoundTitle} message={t.categoryNotFoundMessage} />;

  const { category, page, total, items, episodes } = data;
  const sub = category.subcategory;
  const title = sub ? `${category.name}: ${sub.name}` : category.name;
  const count = pageCount(total);
  const path = category.paths[lang];
  return (
    <>
      <PageHead
        lang={lang}
        title={page > 1 ? `${title} (${t.pageOf(page, count)})` : title}
        description={sub ? t.subcategoryDescription(sub.name, category.name) : t.categoryDescription(category.name)}
        image={items[0]?.image_url}
        canonicalPath={withPage(path, page)}
        alternates={LANGS.map((each) => ({ lang: each, href: category.paths[each] }))}
      />
      <Listing
        title={sub ? sub.name : category.name}
        eyebrow={sub ? <Link to={category.parentPath}>{category.name}</Link> : undefined}
        intro={<p className="listing__count">{t.articleCount(total)}</p>}
        lead={<LatestEpisodes episodes={episodes} />}
        items={items.map((article) => ({
          key: article.id,
          node: <ArticleCard article={article} lang={lang} variant="featured" headingLevel="h2" />,
        }))}
        empty={
          page > 1 && total > 0 ? (
            <p>
              {t.emptyPage} <Link to={path}>{t.firstPage}</Link>
            </p>
          ) : (
            <p>{t.emptyCategory}</p>
          )
        }
        page={page}
        pageCount={count}
        hrefFor={(target) => withPage(path, target)}
      />
    </>
  );
}

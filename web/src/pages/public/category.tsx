import { useEffect } from 'react';
import { Link, redirect, useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MessagePage } from '../../components/ui/message-page';
import { PageHead } from '../../components/ui/page-head';
import { withPage } from '../../config/paths';
import type { ArticleSummary } from '../../lib/api/types';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { LANGS, isLang, type Lang } from '../../lib/i18n/languages';
import { queryClient } from '../../lib/query-client';
import { articlesQueryOptions } from '../../features/articles/api/list-articles';
import { ArticleCard } from '../../features/articles/components/article-card';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories';
import { Listing } from '../../features/listings/components/listing';
import { menuListingPaths, resolveCategoryRoute, type ResolvedCategory } from '../../features/listings/lib/category-route';
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from '../../features/listings/lib/paging';

export type CategoryData =
  | { status: 'found'; category: ResolvedCategory; page: number; total: number; items: ArticleSummary[] }
  | { status: 'not-found' };

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
  const list = await cache.query(
    articlesQueryOptions({
      language: lang,
      category: category.canonical,
      subcategory: category.subcategory?.slug,
      limit: PAGE_SIZE,
      offset: pageOffset(page),
    }),
  );
  return { status: 'found', category, page, total: list.total, items: list.items };
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

/**
 * A later page opened directly gets the prerendered first page's HTML and data: it hydrates
 * with them (so the markup matches), then loads the page the address asks for.
 */
function useLoadAddressedPage(loadedPage: number | null): void {
  const [params] = useSearchParams();
  const { revalidate, state } = useRevalidator();
  const wanted = parsePage(params.get('page'));
  useEffect(() => {
    if (loadedPage !== null && wanted !== loadedPage && state === 'idle') revalidate();
  }, [loadedPage, wanted, revalidate, state]);
}

export function CategoryPage() {
  const data = useLoaderData() as CategoryData;
  const lang = useLang();
  const t = useMessages().listings;
  useLoadAddressedPage(data.status === 'found' ? data.page : null);
  if (data.status === 'not-found') return <MessagePage title={t.categoryNotFoundTitle} message={t.categoryNotFoundMessage} />;

  const { category, page, total, items } = data;
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

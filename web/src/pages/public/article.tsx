import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MessagePage } from '../../components/ui/message-page';
import { PageHead } from '../../components/ui/page-head';
import { LANGS, isLang, type Lang } from '../../lib/i18n/languages';
import { useMessages } from '../../lib/i18n/language-context';
import { isNotFound } from '../../lib/api-client';
import type { Article } from '../../lib/api/types';
import { queryClient } from '../../lib/query-client';
import { articlePath, homePath, parseArticleId } from '../../config/paths';
import { articleQueryOptions } from '../../features/articles/api/get-article';
import { adjacentArticlesQueryOptions } from '../../features/articles/api/get-adjacent-articles';
import { listAllPublished } from '../../features/articles/api/list-all-published';
import { ArticleView, type ArticleViewProps } from '../../features/articles/components/article-view';
import { articleLinkPath, toArticleLink, type ArticleLink } from '../../features/articles/lib/article-link';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories';
import { resolveCategory } from '../../features/categories/lib/resolve-category';

export type ArticleData =
  | ({ status: 'found'; translation: ArticleLink | null } & ArticleViewProps)
  | { status: 'not-found' };

/** Resolves to null when the API answers 404; other failures propagate. */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function loader({ params }: LoaderFunctionArgs): Promise<ArticleData | Response> {
  const lang = params.lang;
  if (!isLang(lang)) return { status: 'not-found' };
  const id = parseArticleId(params.id);
  if (id === null) return redirect(homePath(lang));

  const cache = queryClient();
  const article = await orNull(cache.query(articleQueryOptions(id)));
  if (!article) return { status: 'not-found' };
  if (article.language !== lang && isLang(article.language)) {
    return redirect(articlePath(article.language, article.id, article.slug));
  }
  const linkedId = article.linked_article_id;
  const [adjacent, translation, categories] = await Promise.all([
    orNull(cache.query(adjacentArticlesQueryOptions(id))),
    linkedId ? orNull<Article>(cache.query(articleQueryOptions(linkedId))) : null,
    cache.query(categoriesQueryOptions(lang)).catch((error: unknown) => {
      // Names fall back to the built-in table.
      console.warn(`[news] categories for ${lang} unavailable:`, error);
      return [];
    }),
  ]);
  return {
    status: 'found',
    article,
    category: resolveCategory(article.category, lang, categories),
    previous: toArticleLink(adjacent?.previous),
    next: toArticleLink(adjacent?.next),
    translation: translation && translation.language !== lang ? toArticleLink(translation) : null,
  };
}

/** Every published article, in both languages, as /{lang}/article/{id}/{slug}. */
export async function getStaticPaths(): Promise<string[]> {
  const paths = new Set<string>();
  for (const lang of LANGS) {
    for (const summary of await listAllPublished(lang)) {
      paths.add(articlePath(isLang(summary.language) ? summary.language : lang, summary.id, summary.slug));
    }
  }
  return [...paths];
}

/** The language switcher leads to the linked translation, else to the other language's home. */
export function languageHrefs(data: unknown): Partial<Record<Lang, string>> {
  const found = data as ArticleData | undefined;
  if (found?.status !== 'found') return { en: homePath('en'), ro: homePath('ro') };
  const hrefs: Partial<Record<Lang, string>> = { en: homePath('en'), ro: homePath('ro') };
  if (found.translation) hrefs[found.translation.language] = articleLinkPath(found.translation);
  return hrefs;
}

export function ArticlePage() {
  const data = useLoaderData() as ArticleData;
  const t = useMessages().article;
  if (data.status === 'not-found') return <MessagePage title={t.notFoundTitle} message={t.notFoundMessage} />;
  const { article, translation } = data;
  const lang = article.language;
  const alternates = [{ lang, href: articlePath(lang, article.id, article.slug) }];
  if (translation) alternates.push({ lang: translation.language, href: articleLinkPath(translation) });
  return (
    <>
      <PageHead
        lang={lang}
        title={article.title}
        description={article.excerpt || undefined}
        image={article.image_url || undefined}
        type="article"
        canonicalPath={articlePath(lang, article.id, article.slug)}
        alternates={alternates}
      />
      <ArticleView {...data} />
    </>
  );
}

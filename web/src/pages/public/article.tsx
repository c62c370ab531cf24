import { Suspense, lazy, useRef } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MessagePage } from '../../components/ui/message-page';
import { PageHead } from '../../components/ui/page-head';
import { LANGS, isLang, otherLang, type Lang } from '../../lib/i18n/languages';
import { useMessages } from '../../lib/i18n/language-context';
import type { Article, ArticleContent, ArticleSummary } from '../../lib/api/types';
import { orNull } from '../../lib/or-null';
import { queryClient } from '../../lib/query-client';
import { keepArticleForOffline } from '../../lib/offline-cache';
import { toast } from '../../lib/toast';
import { useNearViewport } from '../../lib/use-near-viewport';
import { articlePath, homePath, parseArticleId } from '../../config/paths';
import { AdSlot } from '../../features/ads/components/ad-slot';
import { articleQueryOptions } from '../../features/articles/api/get-article';
import { adjacentArticlesQueryOptions } from '../../features/articles/api/get-adjacent-articles';
import { popularArticlesQueryOptions } from '../../features/articles/api/get-popular-articles';
import { recentArticlesQueryOptions } from '../../features/articles/api/get-recent-articles';
import { allPublishedQueryOptions } from '../../features/articles/api/list-all-published';
import { prerenderArticle } from '../../features/articles/api/prerender-article';
import { articlesQueryOptions } from '../../features/articles/api/list-articles';
import { searchByTagQueryOptions } from '../../features/articles/api/search-by-tag';
import { ArticleHead } from '../../features/articles/components/article-head';
import { ArticleSidebar } from '../../features/articles/components/article-sidebar';
import { ArticleView } from '../../features/articles/components/article-view';
import { TeaserSection } from '../../features/articles/components/teaser-section';
import { toArticleContent } from '../../features/articles/lib/article-content';
import { articleLinkPath, toArticleLink, type ArticleLink } from '../../features/articles/lib/article-link';
import { findById, neighbours, type Neighbours } from '../../features/articles/lib/neighbours';
import { excluding, pickRelated } from '../../features/articles/lib/related';
import { collectTags } from '../../features/articles/lib/sidebar-tags';
import { toTeaser, type ArticleTeaser } from '../../features/articles/lib/teaser';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories';
import { resolveCategory, type CategoryLink } from '../../features/categories/lib/resolve-category';
import { useRecordView } from '../../features/interactions/api/record-view';
import { useReaderState } from '../../features/interactions/api/get-reader-state';
import { InteractionButtons } from '../../features/interactions/components/interaction-buttons';
import { SharePanel } from '../../features/share/components/share-panel';

/** Featured, trending and related: 3 each; Latest News 3; Most Read 5 (spec §9). */
const HIGHLIGHTS = 3;
const MOST_READ = 5;
/** The latest articles the sidebar's tags are collected from. */
const TAG_SOURCE = 20;
/** The sidebar's categories (spec §2), canonical names. */
const SIDEBAR_CATEGORIES = ['news', 'politics', 'sports', 'business', 'tech', 'lifestyle', 'podcast', 'opinion'];

interface FoundArticle {
  status: 'found';
  article: ArticleContent;
  category: CategoryLink;
  previous: ArticleLink | null;
  next: ArticleLink | null;
  translation: ArticleLink | null;
  trending: ArticleTeaser[];
  featured: ArticleTeaser[];
  related: ArticleTeaser[];
  latest: ArticleTeaser[];
  mostRead: ArticleTeaser[];
  categories: CategoryLink[];
  tags: string[];
}

export type ArticleData = FoundArticle | { status: 'not-found' };

/** Spec §8: secondary article lists fall back to empty ones. */
async function orEmpty(what: string, promise: Promise<{ items: ArticleSummary[] }>): Promise<ArticleSummary[]> {
  try {
    return (await promise).items;
  } catch (error) {
    console.warn(`[news] ${what} unavailable:`, error);
    return [];
  }
}

/**
 * The article's neighbours and the link to its translation. The prerender reads them off both
 * languages' whole published lists (fetched once per build): a page then costs one API call, the
 * article, where it cost three, which matters under the API's per-address read limit. In the
 * browser, and for an article missing from the lists, they come from the API.
 */
async function neighboursAndTranslation(article: Article, lang: Lang): Promise<[Neighbours | null, ArticleLink | null]> {
  const cache = queryClient();
  const linkedId = article.linked_article_id;
  if (import.meta.env.SSR) {
    const [own, other] = await Promise.all([lang, otherLang(lang)].map((each) => cache.query(allPublishedQueryOptions(each))));
    const found = neighbours(own ?? [], article.id);
    if (found) {
      const translation = linkedId && other ? findById(other, linkedId) : undefined;
      return [found, toArticleLink(translation)];
    }
  }
  const [adjacent, translation] = await Promise.all([
    orNull(cache.query(adjacentArticlesQueryOptions(article.id))).catch(() => null),
    linkedId ? orNull<Article>(cache.query(articleQueryOptions(linkedId))).catch(() => null) : null,
  ]);
  return [adjacent, translation && translation.language !== lang ? toArticleLink(translation) : null];
}

export async function loader({ params }: LoaderFunctionArgs): Promise<ArticleData | Response> {
  const lang = params.lang;
  if (!isLang(lang)) return { status: 'not-found' };
  const id = parseArticleId(params.id);
  if (id === null) return redirect(homePath(lang));

  const cache = queryClient();
  const article: Article | null = import.meta.env.SSR
    ? await prerenderArticle(id, lang)
    : await orNull(cache.query(articleQueryOptions(id)));
  if (!article) return { status: 'not-found' };
  if (article.language !== lang && isLang(article.language)) {
    return redirect(articlePath(article.language, article.id, article.slug));
  }
  const firstTag = article.tags.find((tag) => tag.trim() !== '');
  const [[adjacent, translation], categories, trending, featured, sameCategory, sharingTag, recent, popular] = await Promise.all([
    neighboursAndTranslation(article, lang),
    cache.query(categoriesQueryOptions(lang)).catch((error: unknown) => {
      // Names fall back to the built-in table.
      console.warn(`[news] categories for ${lang} unavailable:`, error);
      return [];
    }),
    orEmpty('trending', cache.query(articlesQueryOptions({ language: lang, trending: true, limit: HIGHLIGHTS + 1 }))),
    orEmpty('featured', cache.query(articlesQueryOptions({ language: lang, featured: true, limit: HIGHLIGHTS + 1 }))),
    orEmpty(
      'same category',
      cache.query(articlesQueryOptions({ language: lang, category: article.category, limit: HIGHLIGHTS + 1 })),
    ),
    firstTag ? orEmpty('same tag', cache.query(searchByTagQueryOptions(firstTag, lang, HIGHLIGHTS + 1))) : [],
    orEmpty('recent', cache.query(recentArticlesQueryOptions(lang, TAG_SOURCE))),
    orEmpty('popular', cache.query(popularArticlesQueryOptions(lang, MOST_READ + 1))),
  ]);
  return {
    status: 'found',
    article: toArticleContent(article),
    category: resolveCategory(article.category, lang, categories),
    previous: toArticleLink(adjacent?.previous),
    next: toArticleLink(adjacent?.next),
    translation,
    trending: excluding(trending, id, HIGHLIGHTS).map(toTeaser),
    featured: excluding(featured, id, HIGHLIGHTS).map(toTeaser),
    related: pickRelated(id, sameCategory, sharingTag, HIGHLIGHTS).map(toTeaser),
    latest: excluding(recent, id, HIGHLIGHTS).map(toTeaser),
    mostRead: excluding(popular, id, MOST_READ).map(toTeaser),
    categories: SIDEBAR_CATEGORIES.map((name) => resolveCategory(name, lang, categories)),
    tags: collectTags(recent),
  };
}

/** Every published article, in both languages, as /{lang}/article/{id}/{slug}. */
export async function getStaticPaths(): Promise<string[]> {
  const paths = new Set<string>();
  for (const lang of LANGS) {
    for (const summary of await queryClient().query(allPublishedQueryOptions(lang))) {
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

/** What a reader's action came to (a like that failed, a link copied), as a toast. */
interface ActionNotice {
  tone: 'success' | 'error' | 'info';
  title: string;
  message?: string;
}

function notify({ tone, title, message }: ActionNotice): void {
  toast({ title, description: message, variant: tone === 'error' ? 'destructive' : 'default' });
}

/** How far below the viewport the comments start loading. */
const COMMENTS_MARGIN = '400px';

const CommentsSection = lazy(() =>
  import('../../features/comments/components/comments-section').then((module) => ({ default: module.CommentsSection })),
);

/**
 * The comments are below the article and are not prerendered (they load from the API): their
 * code and their request wait until the reader scrolls near them, so the article's first
 * download is smaller.
 */
function DeferredComments({ articleId }: { articleId: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, COMMENTS_MARGIN);
  return (
    <div ref={ref} className="comments-slot">
      {near ? (
        <Suspense fallback={null}>
          <CommentsSection articleId={articleId} onNotify={notify} />
        </Suspense>
      ) : null}
    </div>
  );
}

function FoundArticlePage({ data }: { data: FoundArticle }) {
  const t = useMessages().articlePage;
  const { article, translation, category } = data;
  const lang = article.language;
  const path = articlePath(lang, article.id, article.slug);
  const versions: Partial<Record<Lang, string>> = { [lang]: path };
  if (translation) versions[translation.language] = articleLinkPath(translation);
  const alternates = Object.entries(versions).map(([code, href]) => ({ lang: code as Lang, href }));

  // Reader-specific: loaded in the browser after hydration.
  useRecordView(article.id);
  const { data: readerState } = useReaderState(article.id);

  return (
    <>
      <PageHead
        lang={lang}
        title={article.title}
        description={article.excerpt || undefined}
        image={article.image_url || undefined}
        type="article"
        canonicalPath={path}
        alternates={alternates}
      />
      <ArticleHead article={article} path={path} category={category} />
      <div className="article-page">
        <div className="article-page__main">
          <ArticleView
            article={article}
            category={category}
            previous={data.previous}
            next={data.next}
            views={readerState?.metrics.total_views}
            actions={
              <InteractionButtons
                articleId={article.id}
                onError={(message) => {
                  notify({ tone: 'error', title: message });
                }}
                onSaved={() => {
                  keepArticleForOffline(article.id, path);
                }}
              />
            }
            afterContent={<SharePanel articleId={article.id} path={path} title={article.title} excerpt={article.excerpt} onNotify={notify} />}
          />
          <DeferredComments articleId={article.id} />
          <TeaserSection id="related-articles" title={t.related} articles={data.related} />
          <TeaserSection id="trending-articles" title={t.trending} articles={data.trending} />
          <TeaserSection id="featured-articles" title={t.featured} articles={data.featured} />
        </div>
        <ArticleSidebar
          latest={data.latest}
          mostRead={data.mostRead}
          categories={data.categories}
          tags={data.tags}
          ads={<AdSlot slot="sidebar" />}
        />
      </div>
    </>
  );
}

export function ArticlePage() {
  const data = useLoaderData() as ArticleData;
  const t = useMessages().article;
  if (data.status === 'not-found') return <MessagePage title={t.notFoundTitle} message={t.notFoundMessage} />;
  // Keyed by article: a client-side move to another article starts with fresh state.
  return <FoundArticlePage key={data.article.id} data={data} />;
}

import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ArticleImage } from '../../components/ui/article-image';
import { AuthorAvatar } from '../../components/ui/author-avatar';
import { PageHead, type AlternateLink } from '../../components/ui/page-head';
import { SiteLayout } from '../../components/ui/site-layout';
import { apiClient, isNotFound } from '../../lib/api-client';
import type { AdjacentArticles, Article, ArticleLanguage, ArticleSummary, Category } from '../../lib/api-types';
import { resolveCategory, type CategoryLink } from '../../lib/categories';
import { LANGS, formatDate, isLang, messages, type Lang } from '../../lib/i18n';
import { articlePath, homePath, parseArticleId } from '../../lib/paths';
import { MessagePage } from './not-found';

/** Just what the page needs to link to an article (keeps the hydration data small). */
export type ArticleLink = Pick<ArticleSummary, 'id' | 'slug' | 'title' | 'language'>;

export interface FoundArticle {
  lang: Lang;
  article: Article;
  category: CategoryLink;
  previous: ArticleLink | null;
  next: ArticleLink | null;
  translation: ArticleLink | null;
}

export type ArticleData = ({ status: 'found' } & FoundArticle) | { status: 'not-found'; lang: Lang };

function toLink(summary: ArticleSummary | null | undefined): ArticleLink | null {
  if (!summary) return null;
  const { id, slug, title, language } = summary;
  return { id, slug, title, language };
}

/** Resolves to null when the API answers 404; other failures propagate. */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

const categoriesCache = new Map<Lang, Promise<Category[]>>();

/** The category list changes rarely: fetch it once per language (per build, per browser session). */
function categories(lang: Lang): Promise<Category[]> {
  let cached = categoriesCache.get(lang);
  if (!cached) {
    cached = apiClient()
      .getCategories(lang)
      .then((response) => response.items)
      .catch((error: unknown) => {
        // Names fall back to the built-in table; try the API again next time.
        categoriesCache.delete(lang);
        console.warn(`[news] categories for ${lang} unavailable:`, error);
        return [];
      });
    categoriesCache.set(lang, cached);
  }
  return cached;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<ArticleData | Response> {
  const lang = params.lang;
  if (!isLang(lang)) return { status: 'not-found', lang: 'en' };
  const id = parseArticleId(params.id);
  if (id === null) return redirect(homePath(lang));

  const api = apiClient();
  const { signal } = request;
  const article = await orNull(api.getArticle(id, signal));
  if (!article) return { status: 'not-found', lang };
  if (article.language !== lang && isLang(article.language)) {
    return redirect(articlePath(article.language, article.id, article.slug));
  }

  const linkedId = article.linked_article_id;
  const [adjacent, translation, categoryList] = await Promise.all([
    orNull<AdjacentArticles>(api.getAdjacent(id, signal)),
    linkedId ? orNull(api.getArticle(linkedId, signal)) : Promise.resolve(null),
    categories(lang),
  ]);
  return {
    status: 'found',
    lang,
    article,
    category: resolveCategory(article.category, lang, categoryList),
    previous: toLink(adjacent?.previous),
    next: toLink(adjacent?.next),
    translation: translation && translation.language !== lang ? toLink(translation) : null,
  };
}

/** Every published article, in both languages, as /{lang}/article/{id}/{slug}. */
export async function getStaticPaths(): Promise<string[]> {
  const api = apiClient();
  const paths = new Set<string>();
  for (const lang of LANGS) {
    for (const summary of await api.listAllPublished(lang)) {
      const language: ArticleLanguage = isLang(summary.language) ? summary.language : lang;
      paths.add(articlePath(language, summary.id, summary.slug || summary.title));
    }
  }
  return [...paths];
}

function linkTo(link: ArticleLink): string {
  return articlePath(link.language, link.id, link.slug);
}

export function ArticleView({ lang, article, category, previous, next, translation }: FoundArticle) {
  const t = messages(lang);
  const canonical = articlePath(lang, article.id, article.slug);
  const alternates: AlternateLink[] = [{ lang, href: canonical }];
  if (translation) alternates.push({ lang: translation.language, href: linkTo(translation) });
  const author = article.author.trim();
  const caption = article.imagecaption?.trim() ?? '';

  return (
    <SiteLayout lang={lang} languageHrefs={translation ? { [translation.language]: linkTo(translation) } : undefined}>
      <PageHead
        lang={lang}
        title={article.title}
        description={article.excerpt || undefined}
        image={article.image_url || undefined}
        type="article"
        canonicalPath={canonical}
        alternates={alternates}
      />
      <article className="article" lang={lang}>
        <header className="article__header">
          <p className="article__category">
            <Link to={category.href}>{category.name}</Link>
          </p>
          <h1 className="article__title">{article.title}</h1>
          {article.excerpt ? <p className="article__excerpt">{article.excerpt}</p> : null}
          <div className="article__byline">
            <AuthorAvatar name={author} />
            <div>
              <p className="article__author">
                {t.by} <span>{author || t.unknownAuthor}</span>
              </p>
              <p className="article__meta">
                <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
                <span aria-hidden="true"> · </span>
                <span>{t.views(article.views)}</span>
                {article.estimated_reading_time > 0 ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span>{t.readingTime(article.estimated_reading_time)}</span>
                  </>
                ) : null}
              </p>
            </div>
          </div>
        </header>

        <figure className="article__hero">
          <ArticleImage
            key={article.image_url}
            className="article__image"
            src={article.image_url}
            alt={caption !== '' ? caption : article.title}
            fallbackNote={t.fallbackImage}
            eager
          />
          {caption !== '' ? <figcaption>{caption}</figcaption> : null}
        </figure>

        {/* The server sanitizes article HTML before it is stored. */}
        <div className="article__content" dangerouslySetInnerHTML={{ __html: article.content }} />

        {article.tags.length > 0 ? (
          <section className="article__tags" aria-label={t.tags}>
            <ul className="tags" role="list">
              {article.tags.map((tag) => (
                <li key={tag} className="tag">
                  #{tag}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {translation ? (
          <p className="article__translation">
            <Link to={linkTo(translation)} hrefLang={translation.language}>
              {t.readTranslation}: <span lang={translation.language}>{translation.title}</span>
            </Link>
          </p>
        ) : null}

        {previous || next ? (
          <nav className="article-nav" aria-label={t.articleNavigation}>
            {previous ? (
              <Link className="article-nav__link article-nav__link--previous" to={linkTo(previous)} rel="prev">
                <span className="article-nav__label">← {t.previousArticle}</span>
                <span className="article-nav__title">{previous.title}</span>
              </Link>
            ) : null}
            {next ? (
              <Link className="article-nav__link article-nav__link--next" to={linkTo(next)} rel="next">
                <span className="article-nav__label">{t.nextArticle} →</span>
                <span className="article-nav__title">{next.title}</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </article>
    </SiteLayout>
  );
}

export function ArticleNotFound({ lang }: { lang: Lang }) {
  const t = messages(lang);
  return <MessagePage lang={lang} title={t.articleNotFoundTitle} message={t.articleNotFoundMessage} />;
}

export function ArticlePage() {
  const data = useLoaderData() as ArticleData;
  if (data.status === 'not-found') return <ArticleNotFound lang={data.lang} />;
  return <ArticleView {...data} />;
}

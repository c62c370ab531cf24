import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { ArticleImage } from '../../../components/ui/article-image';
import { searchPath } from '../../../config/paths';
import { formatDate } from '../../../lib/i18n/format';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import type { ArticleContent } from '../../../lib/api/types';
import { articleLinkPath, type ArticleLink } from '../lib/article-link';
import { AuthorAvatar } from './author-avatar';

export interface ArticleViewProps {
  article: ArticleContent;
  /** The article's category in the page's language. */
  category: { name: string; href: string };
  previous: ArticleLink | null;
  next: ArticleLink | null;
  /** The count to show; the article's own until the reader's counts have loaded. */
  views?: number;
  /** The header's Save and Like buttons. */
  actions?: ReactNode;
  /** What follows the content, before the previous/next links (the share panel). */
  afterContent?: ReactNode;
}

export function ArticleView({ article, category, previous, next, views = article.views, actions, afterContent }: ArticleViewProps) {
  const lang = useLang();
  const { site, article: t } = useMessages();
  const author = article.author.trim();
  const caption = article.imagecaption?.trim() ?? '';
  const tags = article.tags.filter((tag) => tag.trim() !== '');

  return (
    <article className="article" lang={lang}>
      <header className="article__header">
        <p className="article__category">
          <Link to={category.href}>{category.name}</Link>
        </p>
        <h1 className="article__title">{article.title}</h1>
        {article.excerpt ? <p className="article__excerpt">{article.excerpt}</p> : null}
        {tags.length > 0 ? (
          <ul className="tags article__tags" aria-label={t.tags}>
            {tags.map((tag) => (
              <li key={tag}>
                <Link className="tag" to={searchPath(lang, { tag })}>
                  {`#${tag}`}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="article__byline-row">
          <div className="article__byline">
            <AuthorAvatar name={author} />
            <div>
              <p className="article__author">
                {t.by} <span>{author || t.unknownAuthor}</span>
              </p>
              <p className="article__meta">
                <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
                <span aria-hidden="true"> · </span>
                <span>{t.views(views)}</span>
                {article.estimated_reading_time > 0 ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span>{t.readingTime(article.estimated_reading_time)}</span>
                  </>
                ) : null}
              </p>
            </div>
          </div>
          {actions}
        </div>
      </header>

      <figure className="article__hero">
        <div className="article__hero-frame">
          <ArticleImage
            key={article.image_url}
            className="article__image"
            src={article.image_url}
            alt={caption !== '' ? caption : article.title}
            fallbackNote={site.fallbackImage}
            eager
            // The article column is at most 48rem (768 px) wide, the page's padding 1rem a side.
            sizes="(max-width: 800px) calc(100vw - 2rem), 768px"
          />
          <span className="article__badge" aria-hidden="true">{category.name}</span>
        </div>
        {caption !== '' ? <figcaption>{caption}</figcaption> : null}
      </figure>

      {/* The server sanitizes article HTML before it is stored. */}
      <div className="article__content" dangerouslySetInnerHTML={{ __html: article.content }} />

      {afterContent}

      {previous || next ? (
        <nav className="article-nav" aria-label={t.articleNavigation}>
          {previous ? (
            <Link className="article-nav__link article-nav__link--previous" to={articleLinkPath(previous)} rel="prev">
              <span className="article-nav__label">← {t.previousArticle}</span>
              <span className="article-nav__title">{previous.title}</span>
            </Link>
          ) : null}
          {next ? (
            <Link className="article-nav__link article-nav__link--next" to={articleLinkPath(next)} rel="next">
              <span className="article-nav__label">{t.nextArticle} →</span>
              <span className="article-nav__title">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}

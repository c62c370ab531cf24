import { Link } from '../../../components/ui/link';
import { ArticleImage } from '../../../components/ui/article-image';
import { articlePath, tagPath } from '../../../config/paths';
import type { ArticleSummary } from '../../../lib/api/types';
import { formatDate } from '../../../lib/i18n/format';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { HighlightedText } from './highlighted-text';

const SHOWN_TAGS = 4;

/** One search hit: its title and excerpt with the query's words marked, date and tags. */
export function SearchResult({ article, query }: { article: ArticleSummary; query: string }) {
  const lang = useLang();
  const { site, article: t } = useMessages();
  return (
    <article className="search-result">
      <ArticleImage
        key={article.image_url}
        className="search-result__image"
        src={article.image_url}
        alt=""
        fallbackNote={site.fallbackImage}
        sizes="(max-width: 767px) 6rem, 14rem"
      />
      <div className="search-result__body">
        <h2 className="search-result__title">
          <Link to={articlePath(lang, article.id, article.slug)}>
            <HighlightedText text={article.title} query={query} />
          </Link>
        </h2>
        {article.excerpt ? (
          <p className="search-result__excerpt">
            <HighlightedText text={article.excerpt} query={query} />
          </p>
        ) : null}
        <p className="search-result__meta">
          <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
          {article.estimated_reading_time > 0 ? <span> · {t.readingTime(article.estimated_reading_time)}</span> : null}
        </p>
        {article.tags.length > 0 ? (
          <ul className="search-result__tags" aria-label={t.tags}>
            {article.tags.slice(0, SHOWN_TAGS).map((tag) => (
              <li key={tag}>
                <Link to={tagPath(lang, tag)}>
                  <HighlightedText text={tag} query={query} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

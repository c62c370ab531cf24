import { Link } from '../../../components/ui/link';
import { ArticleImage } from '../../../components/ui/article-image';
import { formatDate } from '../../../lib/i18n/format';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { articleLinkPath } from '../lib/article-link';
import type { ArticleTeaser } from '../lib/teaser';

interface TeaserSectionProps {
  id: string;
  title: string;
  articles: readonly ArticleTeaser[];
}

/** A titled row of article cards on the article page (trending, featured, related); nothing when empty. */
export function TeaserSection({ id, title, articles }: TeaserSectionProps) {
  const lang = useLang();
  const { site, article: t } = useMessages();
  if (articles.length === 0) return null;
  return (
    <section className="teasers" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="teasers__list" role="list">
        {articles.map((article) => (
          <li key={article.id} className="teaser">
            <ArticleImage
              key={article.image_url}
              className="teaser__image"
              src={article.image_url}
              alt=""
              fallbackNote={site.fallbackImage}
              // A 7rem thumbnail beside the title on a phone; a column of the row of teasers above.
              sizes="(max-width: 767px) 7rem, 16rem"
            />
            <h3 className="teaser__title">
              <Link to={articleLinkPath(article)}>{article.title}</Link>
            </h3>
            <p className="teaser__meta">
              <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
              {article.estimated_reading_time > 0 ? <span> · {t.readingTime(article.estimated_reading_time)}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from '../../../components/ui/link';
import { ArticleImage } from '../../../components/ui/article-image';
import { articlePath } from '../../../config/paths';
import type { ArticleSummary } from '../../../lib/api/types';
import { formatDate } from '../../../lib/i18n/format';
import type { Lang } from '../../../lib/i18n/languages';
import { messages } from '../../../lib/i18n/messages';

interface ArticleCardProps {
  article: ArticleSummary;
  lang: Lang;
  /** `featured` shows the image and excerpt; `compact` is a dense list row. */
  variant?: 'featured' | 'compact';
  headingLevel?: 'h2' | 'h3';
}

export function ArticleCard({ article, lang, variant = 'compact', headingLevel = 'h3' }: ArticleCardProps) {
  const { site, article: t } = messages(lang);
  const Heading = headingLevel;
  const href = articlePath(lang, article.id, article.slug);
  return (
    <article className={`card card--${variant}`}>
      {variant === 'featured' ? (
        // The title link right below names the article, so the thumbnail is decorative.
        <ArticleImage
          key={article.image_url}
          className="card__image"
          src={article.image_url}
          alt=""
          fallbackNote={site.fallbackImage}
          // One column on a phone, two on a tablet, three of about 22rem on a wide screen.
          sizes="(max-width: 767px) calc(100vw - 2rem), (max-width: 1023px) 50vw, 24rem"
        />
      ) : null}
      <div className="card__body">
        <Heading className="card__title">
          <Link to={href}>{article.title}</Link>
        </Heading>
        {variant === 'featured' && article.excerpt ? <p className="card__excerpt">{article.excerpt}</p> : null}
        <p className="card__meta">
          <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
          {article.estimated_reading_time > 0 ? (
            <span> · {t.readingTime(article.estimated_reading_time)}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

import type { ArticleSummary } from '../../../lib/api/types';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { ArticleCard } from './article-card';

interface ArticleSectionProps {
  id: string;
  title: string;
  articles: ArticleSummary[];
  variant: 'featured' | 'compact';
  className: string;
}

/** A titled list of article cards, with a sentence when it is empty. */
export function ArticleSection({ id, title, articles, variant, className }: ArticleSectionProps) {
  const lang = useLang();
  const t = useMessages().home;
  return (
    <section className={`home-section ${className}`} aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {articles.length === 0 ? (
        <p className="home-section__empty">{t.noArticles}</p>
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

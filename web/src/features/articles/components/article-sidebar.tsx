import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { GAMES, gamesPath, tagPath } from '../../../config/paths';
import { formatDate } from '../../../lib/i18n/format';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { articleLinkPath } from '../lib/article-link';
import type { ArticleTeaser } from '../lib/teaser';

export interface ArticleSidebarProps {
  /** Latest News: the first 3. */
  latest: readonly ArticleTeaser[];
  /** Most Read, numbered. */
  mostRead: readonly ArticleTeaser[];
  /** The top categories, localized. */
  categories: readonly { name: string; href: string }[];
  /** Up to 12 unique tags. */
  tags: readonly string[];
  /** The advertisement slot (the ads feature's component, given by the page). */
  ads?: ReactNode;
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sidebar-block" aria-labelledby={id}>
      <h2 id={id} className="sidebar-block__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The article page's side column (spec §2 Sidebar): below the article on mobile and tablet. */
export function ArticleSidebar({ latest, mostRead, categories, tags, ads }: ArticleSidebarProps) {
  const lang = useLang();
  const t = useMessages().articlePage;
  return (
    <aside className="article-sidebar" aria-label={t.sidebar}>
      {latest.length > 0 ? (
        <Block id="sidebar-latest" title={t.latestNews}>
          <ul className="sidebar-list" role="list">
            {latest.map((article) => (
              <li key={article.id} className="sidebar-list__item">
                <Link to={articleLinkPath(article)}>{article.title}</Link>
                <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      <Block id="sidebar-games" title={t.games}>
        <ul className="sidebar-games" role="list">
          {GAMES.map((game) => (
            <li key={game}>
              <Link className={`sidebar-games__link sidebar-games__link--${game}`} to={gamesPath(lang, game)}>
                {t.gameNames[game]}
              </Link>
            </li>
          ))}
        </ul>
      </Block>

      {mostRead.length > 0 ? (
        <Block id="sidebar-most-read" title={t.mostRead}>
          <ol className="sidebar-ranked">
            {mostRead.map((article) => (
              <li key={article.id} className="sidebar-ranked__item">
                <Link to={articleLinkPath(article)}>{article.title}</Link>
              </li>
            ))}
          </ol>
        </Block>
      ) : null}

      <Block id="sidebar-categories" title={t.categories}>
        <ul className="sidebar-categories" role="list">
          {categories.map((category) => (
            <li key={category.href}>
              <Link to={category.href}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </Block>

      {tags.length > 0 ? (
        <Block id="sidebar-tags" title={t.tags}>
          <ul className="tags" role="list">
            {tags.map((tag) => (
              <li key={tag}>
                <Link className="tag" to={tagPath(lang, tag)}>
                  {`#${tag}`}
                </Link>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {ads ? (
        <section className="sidebar-block sidebar-block--ad" aria-label={t.advertisement}>
          {ads}
        </section>
      ) : null}
    </aside>
  );
}

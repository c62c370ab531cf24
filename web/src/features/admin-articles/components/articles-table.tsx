import { Link } from 'react-router-dom';
import { formatCount, formatDateTime } from '../../../components/admin/format';
import { Badge, type BadgeTone } from '../../../components/admin/badge';
import { Sparkline } from '../../../components/admin/sparkline';
import { articlePath } from '../../../config/paths';
import type { AdminArticleRow, ArticleStatus, TranslationState } from '../../../lib/api/types';
import { AdminTable, type Column } from '../../../components/admin/table-frame';
import type { ViewsById } from '../api/get-view-sparklines';

const STATUS_TONE: Record<ArticleStatus, BadgeTone> = { draft: 'neutral', scheduled: 'info', published: 'good', archived: 'neutral', rejected: 'bad' };

interface ArticlesTableProps {
  articles: AdminArticleRow[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  /** The rows' views per day, read after the list: loading, failed, or by article id. */
  views: ViewsById | 'loading' | 'failed';
}

/**
 * The translation as "RO #12 · draft", or "· stale" when this article changed after it, linking
 * to its editor.
 */
function TranslationCell({ translation }: { translation: TranslationState | null }) {
  if (!translation) return <span className="admin-muted">None</span>;
  return (
    <Link
      className={`admin-translation ${translation.stale ? 'admin-translation--stale' : ''}`}
      to={`/admin/edit/${String(translation.id)}`}
      title={`${translation.title} (${translation.stale ? 'behind this article' : translation.status})`}
    >
      {translation.language.toUpperCase()}&nbsp;#{translation.id} · {translation.stale ? 'stale' : translation.status}
    </Link>
  );
}

/**
 * Under the total, the last 30 days: a sparkline of the views per day and their sum; a dash
 * when they are not known.
 */
function RecentViews({ views }: { views: readonly number[] | undefined }) {
  if (!views) return <span className="admin-recent-views admin-muted">—</span>;
  const total = views.reduce((sum, day) => sum + day, 0);
  return (
    <span className="admin-recent-views">
      <Sparkline
        className="admin-recent-views__line"
        values={views}
        label="Views per day"
        summary={`${formatCount(total)} view${total === 1 ? '' : 's'} in ${String(views.length)} days`}
        width={56}
        height={16}
      />
      <span className="admin-recent-views__total" aria-hidden="true">
        {formatCount(total)}
      </span>
    </span>
  );
}

/** One page of articles, each selectable for the bulk actions and opening in the editor. */
export function ArticlesTable({ articles, selected, onSelect, views }: ArticlesTableProps) {
  const allSelected = articles.length > 0 && articles.every((article) => selected.has(article.id));
  const columns: Column[] = [
    {
      label: (
        <input
          type="checkbox"
          aria-label="Select every article on this page"
          checked={allSelected}
          onChange={(event) => {
            onSelect(
              articles.map((article) => article.id),
              event.target.checked,
            );
          }}
        />
      ),
      className: 'admin-table__check',
    },
    'Title',
    'Status',
    'Section',
    'Published',
    { label: 'Views (last 30 days)', className: 'admin-table__number' },
    'Translation',
  ];
  return (
    <AdminTable label="Articles" columns={columns}>
      {articles.map((article) => (
        <tr key={article.id} aria-selected={selected.has(article.id)}>
          <td className="admin-table__check">
            <input
              type="checkbox"
              aria-label={`Select “${article.title}”`}
              checked={selected.has(article.id)}
              onChange={(event) => {
                onSelect([article.id], event.target.checked);
              }}
            />
          </td>
          <td className="admin-table__title">
            <Link to={`/admin/edit/${String(article.id)}`}>{article.title}</Link>
            <span className="admin-table__meta">
              #{article.id} · {article.author}
              {article.featured ? ' · Featured' : ''}
              {article.trending ? ' · Trending' : ''}
              {article.status === 'published' ? (
                <>
                  {' · '}
                  <a href={articlePath(article.language, article.id, article.slug)} target="_blank" rel="noreferrer">
                    View on site
                  </a>
                </>
              ) : null}
            </span>
          </td>
          <td>
            <Badge tone={STATUS_TONE[article.status]}>{article.status}</Badge>
          </td>
          <td className="admin-table__nowrap">
            <abbr title={article.language === 'ro' ? 'Romanian' : 'English'}>{article.language.toUpperCase()}</abbr> · {article.category}
          </td>
          <td className="admin-table__nowrap">{formatDateTime(article.published_at)}</td>
          <td className="admin-table__number" aria-busy={views === 'loading' ? true : undefined}>
            {article.views.toLocaleString('en')}
            {views === 'loading' ? null : <RecentViews views={views === 'failed' ? undefined : views.get(article.id)} />}
          </td>
          <td>
            <TranslationCell translation={article.translation ?? null} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

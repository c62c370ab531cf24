import { formatDateTime } from '../../../components/admin/format';
import { Badge, type BadgeTone } from '../../../components/admin/badge';
import { articlePath } from '../../../config/paths';
import type { ArticleStatus, ArticleSummary } from '../../../lib/api/types';
import { AdminTable, type Column } from '../../../components/admin/table-frame';

const STATUS_TONE: Record<ArticleStatus, BadgeTone> = { published: 'good', archived: 'neutral', rejected: 'bad' };

interface ArticlesTableProps {
  articles: ArticleSummary[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
}

/** One page of articles, each selectable for the bulk actions. */
export function ArticlesTable({ articles, selected, onSelect }: ArticlesTableProps) {
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
    'Language',
    'Category',
    'Published',
    { label: 'Views', className: 'admin-table__number' },
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
                <span>{article.title}</span>
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
              <td>{article.language.toUpperCase()}</td>
              <td>{article.category}</td>
              <td className="admin-table__nowrap">{formatDateTime(article.published_at)}</td>
              <td className="admin-table__number">{article.views.toLocaleString('en')}</td>
              <td>
                {article.linked_article_id ? (
                  <span title={`Linked to article #${String(article.linked_article_id)}`}>
                    {article.language === 'en' ? 'RO' : 'EN'} #{article.linked_article_id}
                  </span>
                ) : (
                  <span className="admin-muted">None</span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
  );
}

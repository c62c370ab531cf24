import { AdminTable } from '../../../components/admin/table-frame';
import { formatDateTime } from '../../../components/admin/format';
import type { TrashedArticle } from '../../../lib/api/types';

interface TrashTableProps {
  articles: TrashedArticle[];
  busy: number | null;
  onRestore: (article: TrashedArticle) => void;
  onPurge: (article: TrashedArticle) => void;
}

/** The deleted articles, each with Restore and Delete for good. */
export function TrashTable({ articles, busy, onRestore, onPurge }: TrashTableProps) {
  return (
    <AdminTable label="Deleted articles" columns={['Title', 'Language', 'Deleted', 'By', 'Actions']}>
      {articles.map((article) => (
        <tr key={article.id} aria-busy={busy === article.id}>
          <td className="admin-table__title">
            <span>{article.title}</span>
            <span className="admin-table__meta">#{article.id}</span>
          </td>
          <td>{article.language.toUpperCase()}</td>
          <td className="admin-table__nowrap">{formatDateTime(article.deleted_at)}</td>
          <td>{article.deleted_by}</td>
          <td className="admin-table__actions">
            <button
              type="button"
              className="admin-button admin-button--small admin-button--primary"
              disabled={busy !== null}
              onClick={() => {
                onRestore(article);
              }}
            >
              Restore
            </button>
            <button
              type="button"
              className="admin-button admin-button--small admin-button--danger"
              disabled={busy !== null}
              onClick={() => {
                onPurge(article);
              }}
            >
              Delete for good
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

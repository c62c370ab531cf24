import { Link } from 'react-router-dom';
import { AdminTable } from '../../../components/admin/table-frame';
import type { TopArticle } from '../../../lib/api/types';
import { formatCount } from '../../../components/admin/format';
import { languageLabel } from '../lib/format';

const NUMBER = 'admin-table__number';

/** The week's most viewed articles, each linking to its editor; the table is the region, named like the heading. */
export function TopArticles({ articles }: { articles: TopArticle[] }) {
  return (
    <div className="dashboard-panel dashboard-top">
      <header className="dashboard-panel__header">
        <h2 className="dashboard-panel__title">
          This week’s top articles
        </h2>
        <p className="dashboard-panel__description">The most viewed in the last 7 days.</p>
      </header>
      {articles.length === 0 ? (
        <p className="dashboard-panel__empty">No article was read in the last 7 days.</p>
      ) : (
        <AdminTable
          label="This week’s top articles"
          columns={[
            'Article',
            'Language',
            { label: 'Views', className: NUMBER },
            { label: 'Likes', className: NUMBER },
            { label: 'Shares', className: NUMBER },
          ]}
        >
          {articles.map((article) => (
            <tr key={article.id}>
              <td className="admin-table__title">
                <Link to={`/admin/edit/${String(article.id)}`}>{article.title}</Link>
              </td>
              <td>{languageLabel(article.language)}</td>
              <td className={NUMBER}>{formatCount(article.views)}</td>
              <td className={NUMBER}>{formatCount(article.likes)}</td>
              <td className={NUMBER}>{formatCount(article.shares)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}

import { useArticleMetrics } from '../api/get-article-metrics';
import { Sparkline } from '../../../components/admin/sparkline';

const SERIES = [
  ['views', 'Views'],
  ['likes', 'Likes'],
  ['bookmarks', 'Bookmarks'],
  ['shares', 'Shares'],
] as const;

/** One article's readers: each count of all time, with its last 30 days as a sparkline. */
export function ArticleFigures({ articleId }: { articleId: number }) {
  const metrics = useArticleMetrics(articleId);
  const data = metrics.data;
  return (
    <section className="admin-card editor-card" aria-labelledby="article-figures-title">
      <h2 id="article-figures-title" className="admin-section-title">
        Readers
      </h2>
      {metrics.isError ? (
        <p className="admin-muted">The figures could not be loaded.</p>
      ) : !data ? (
        <p className="admin-muted">Loading the figures…</p>
      ) : (
        <dl className="article-figures">
          {SERIES.map(([key, label]) => (
            <div key={key} className="article-figures__row">
              <dt>{label}</dt>
              <dd>
                <span className="article-figures__total">{data.totals[key].toLocaleString('en')}</span>
                <Sparkline values={data[key]} label={`${label} per day, last 30 days`} width={96} height={24} />
              </dd>
            </div>
          ))}
          <div className="article-figures__row">
            <dt>Comments</dt>
            <dd>
              <span className="article-figures__total">{data.totals.comments.toLocaleString('en')}</span>
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

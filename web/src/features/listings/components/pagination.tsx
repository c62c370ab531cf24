import { Link } from '../../../components/ui/link';
import { pageItems } from '../lib/paging';
import { useListingsMessages } from '../../../lib/i18n/sections/listings';

interface PaginationProps {
  page: number;
  count: number;
  /** The href of a page number (from 1). */
  hrefFor: (page: number) => string;
}

/** Previous, page numbers and next. Nothing when everything fits on one page. */
export function Pagination({ page, count, hrefFor }: PaginationProps) {
  const t = useListingsMessages();
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label={t.pagination}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">← </span>
          {t.previousPage}
        </Link>
      ) : (
        <span className="pagination__step pagination__step--off" aria-hidden="true">
          ← {t.previousPage}
        </span>
      )}
      <ol className="pagination__pages" role="list">
        {pageItems(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${String(index)}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className="pagination__page pagination__page--current" aria-current="page">
                  <span className="visually-hidden">{t.pageLabel} </span>
                  {item}
                </span>
              ) : (
                <Link className="pagination__page" to={hrefFor(item)} aria-label={`${t.pageLabel} ${String(item)}`}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < count ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          {t.nextPage}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span className="pagination__step pagination__step--off" aria-hidden="true">
          {t.nextPage} →
        </span>
      )}
    </nav>
  );
}

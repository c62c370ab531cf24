interface PagerProps {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** Previous and next over a paged list, with where the reader is. */
export function Pager({ page, total, perPage, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  return (
    <nav className="admin-pager" aria-label="Pages">
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => { onPage(page - 1); }}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <button type="button" className="admin-button" disabled={page >= pages} onClick={() => { onPage(page + 1); }}>
        Next
      </button>
    </nav>
  );
}

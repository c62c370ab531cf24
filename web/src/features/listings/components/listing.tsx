import type { ReactNode } from 'react';

import { Pagination } from './pagination';
import { useListingsMessages } from '../../../lib/i18n/sections/listings';

interface ListingProps {
  title: string;
  /** Above the title: where the listing sits (a parent category link). */
  eyebrow?: ReactNode;
  /** Under the title: how many results, a search form… */
  intro?: ReactNode;
  /** Between the header and the entries: a section of its own (the podcast category's latest episodes). */
  lead?: ReactNode;
  /** The rendered entries, one per list item. */
  items: { key: string | number; node: ReactNode }[];
  empty: ReactNode;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** `rows`: one entry a line (search results); `grid`: cards in columns. */
  layout?: 'grid' | 'rows';
}

/** A titled, paged list of articles with its empty state. */
export function Listing({ title, eyebrow, intro, lead, items, empty, page, pageCount, hrefFor, layout = 'grid' }: ListingProps) {
  const t = useListingsMessages();
  return (
    <section className="listing" aria-labelledby="listing-title">
      <header className="listing__header">
        {eyebrow ? <p className="listing__eyebrow">{eyebrow}</p> : null}
        <h1 id="listing-title" className="listing__title">
          {title}
        </h1>
        {intro}
        {page > 1 ? <p className="listing__page-note">{t.pageOf(page, pageCount)}</p> : null}
      </header>
      {lead}
      {items.length === 0 ? (
        <div className="listing__empty">{empty}</div>
      ) : (
        <ol className={`listing__list listing__list--${layout}`} role="list">
          {items.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
        </ol>
      )}
      <Pagination page={page} count={pageCount} hrefFor={hrefFor} />
    </section>
  );
}

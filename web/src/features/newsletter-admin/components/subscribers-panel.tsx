import { useEffect, useState, type SyntheticEvent } from 'react';
import { EmptyState } from '../../../components/admin/admin-page';
import { Pager } from '../../../components/admin/pager';
import { SearchBox } from '../../../components/admin/search-box';
import { SelectField } from '../../../components/admin/select-field';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  SUBSCRIBERS_PER_PAGE,
  exportSubscribers,
  useSubscriberCounts,
  useSubscriberPage,
  type StatusFilter,
  type SubscriberCounts,
  type SubscriberFilter,
} from '../api/list-subscribers';
import { LANGUAGE_OPTIONS, languageName } from '../lib/languages';
import type { SubscriberView } from '../lib/subscribers';
import { SubscribersTable } from './subscribers-table';

const STATUSES: readonly (readonly [StatusFilter, string])[] = [
  ['all', 'All'],
  ['confirmed', 'Confirmed'],
  ['pending', 'Pending'],
  ['unsubscribed', 'Unsubscribed'],
  ['bouncing', 'Bouncing'],
];

const LANGUAGES: readonly (readonly [string, string])[] = [['', 'All languages'], ...LANGUAGE_OPTIONS];

/** The address is searched once typing pauses this long (or at once with Enter or Search). */
const SEARCH_DELAY_MS = 300;

function Counts({ counts }: { counts: SubscriberCounts }) {
  return (
    <ul className="newsletter-counts" aria-label="Subscribers by status">
      {STATUSES.map(([status, label]) => (
        <li key={status}>
          <span className="newsletter-counts__number">{counts[status].toLocaleString('en')}</span> {status === 'all' ? 'in all' : label.toLowerCase()}
        </li>
      ))}
    </ul>
  );
}

/** The subscribers a filter matches, in words: `confirmed Romanian subscribers`. */
function who(filter: SubscriberFilter, count: number): string {
  const status = filter.status === 'all' ? '' : `${filter.status} `;
  const language = filter.language ? `${languageName(filter.language)} ` : '';
  return `${status}${language}subscriber${count === 1 ? '' : 's'}`;
}

/** What the list shows, in words: "3 confirmed Romanian subscribers match “ana”". */
function describe(view: SubscriberView, total: number): string {
  const subject = `${total.toLocaleString('en')} ${who(view, total)}`;
  return view.search.trim() ? `${subject} ${total === 1 ? 'matches' : 'match'} “${view.search.trim()}”` : subject;
}

/** What the export holds, the same filters as the list: "Every confirmed subscriber whose address holds “ana”, in subscribers.csv." */
function exported(filter: SubscriberFilter, file: string): string {
  const search = filter.search.trim();
  return `Every ${who(filter, 1)}${search ? ` whose address holds “${search}”` : ''}, in ${file}.`;
}

/**
 * The subscriber list, filtered and paged by the server: by status, language and a part of the
 * address (searched as typing pauses). The export is the server's CSV of the same subscribers.
 */
export function SubscribersPanel({ view, onView }: { view: SubscriberView; onView: (next: SubscriberView) => void }) {
  const [query, setQuery] = useState(view.search);
  const settled = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const [exporting, setExporting] = useState(false);
  const filtered = view.search.trim() !== '' || view.language !== '';
  const list = useSubscriberPage(view, view.page);
  const counts = useSubscriberCounts();
  const rows = list.data;

  // Typing pauses: the address (and the list) follows what was typed.
  useEffect(() => {
    if (settled !== view.search) onView({ ...view, search: settled, page: 1 });
    // Only when the typed text settles; the address changed by other means is left alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (query.trim() !== view.search) onView({ ...view, search: query.trim(), page: 1 });
  };

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await exportSubscribers(view);
      toast({ title: 'Subscribers exported', description: exported(view, file) });
    } catch (error) {
      toast({ title: 'The export failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      {counts.data ? <Counts counts={counts.data} /> : null}
      <form className="admin-filters" role="search" aria-label="Filter subscribers" onSubmit={submit}>
        <SearchBox id="subscriber-search" label="Address" value={query} placeholder="e.g. ana@" onChange={setQuery} />
        <SelectField
          label="Status"
          value={view.status}
          options={STATUSES}
          onChange={(status) => {
            onView({ ...view, status, page: 1 });
          }}
        />
        <SelectField
          label="Language"
          value={view.language}
          options={LANGUAGES}
          onChange={(language) => {
            onView({ ...view, language, page: 1 });
          }}
        />
        <button type="button" className="admin-button" disabled={exporting} onClick={() => void exportCsv()}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </form>
      {list.isError ? (
        <EmptyState>Failed to load subscribers. {serverMessage(list.error) ?? 'Please try again.'}</EmptyState>
      ) : !rows ? (
        <EmptyState>Loading subscribers…</EmptyState>
      ) : (
        <>
          <p className="newsletter-summary" aria-live="polite">
            {describe(view, rows.total)}
          </p>
          {rows.items.length === 0 ? (
            <EmptyState>
              {rows.total > 0
                ? 'There are no subscribers on this page.'
                : filtered || view.status !== 'all'
                  ? 'No subscribers match these filters.'
                  : 'No subscribers yet. Readers subscribe with the form at the foot of every page.'}
            </EmptyState>
          ) : (
            <SubscribersTable subscribers={rows.items} />
          )}
          <Pager
            page={view.page}
            total={rows.total}
            perPage={SUBSCRIBERS_PER_PAGE}
            onPage={(page) => {
              onView({ ...view, page });
            }}
          />
        </>
      )}
    </>
  );
}

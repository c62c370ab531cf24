import { useState, type SyntheticEvent } from 'react';
import { EmptyState } from '../../../components/admin/admin-page';
import { Pager } from '../../../components/admin/pager';
import { SearchBox } from '../../../components/admin/search-box';
import { SelectField } from '../../../components/admin/select-field';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  SUBSCRIBERS_PER_PAGE,
  exportSubscribers,
  useAllSubscribers,
  useSubscriberCounts,
  useSubscriberPage,
  type StatusFilter,
  type SubscriberCounts,
} from '../api/list-subscribers';
import { LANGUAGE_OPTIONS, languageName } from '../lib/languages';
import { filterSubscribers, type SubscriberView } from '../lib/subscribers';
import { SubscribersTable } from './subscribers-table';

const STATUSES: readonly (readonly [StatusFilter, string])[] = [
  ['all', 'All'],
  ['confirmed', 'Confirmed'],
  ['pending', 'Pending'],
  ['unsubscribed', 'Unsubscribed'],
  ['bouncing', 'Bouncing'],
];

const LANGUAGES: readonly (readonly [string, string])[] = [['', 'All languages'], ...LANGUAGE_OPTIONS];

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

/** What the list shows, in words: "3 confirmed Romanian subscribers match “ana”". */
function describe(view: SubscriberView, total: number): string {
  const status = view.status === 'all' ? '' : `${view.status} `;
  const language = view.language ? `${languageName(view.language)} ` : '';
  const subject = `${total.toLocaleString('en')} ${status}${language}subscriber${total === 1 ? '' : 's'}`;
  return view.search.trim() ? `${subject} ${total === 1 ? 'matches' : 'match'} “${view.search.trim()}”` : subject;
}

/** What the export holds: the server's CSV filters by status only. */
function exported(view: SubscriberView, file: string): string {
  const who = view.status === 'all' ? 'Every subscriber' : `Every ${view.status} subscriber`;
  const filtered = view.search.trim() !== '' || view.language !== '';
  return `${who}${filtered ? ' of any address and language' : ''}, in ${file}.`;
}

/**
 * The subscriber list: by status through the API; by address and language over every subscriber
 * of the status, since the API filters by status only. The export is the server's CSV of the status.
 */
export function SubscribersPanel({ view, onView }: { view: SubscriberView; onView: (next: SubscriberView) => void }) {
  const [query, setQuery] = useState(view.search);
  const [exporting, setExporting] = useState(false);
  const filtered = view.search.trim() !== '' || view.language !== '';
  const paged = useSubscriberPage(view.status, view.page, !filtered);
  const everything = useAllSubscribers(view.status, filtered);
  const counts = useSubscriberCounts();

  const list = filtered ? everything : paged;
  let rows = null;
  if (filtered && everything.data) {
    const matches = filterSubscribers(everything.data, view);
    const start = (view.page - 1) * SUBSCRIBERS_PER_PAGE;
    rows = { items: matches.slice(start, start + SUBSCRIBERS_PER_PAGE), total: matches.length };
  } else if (!filtered && paged.data) {
    rows = paged.data;
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onView({ ...view, search: query.trim(), page: 1 });
  };

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await exportSubscribers(view.status);
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

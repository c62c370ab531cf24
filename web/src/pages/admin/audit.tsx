import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { AUDIT_PER_PAGE, listAudit, type AuditFilters } from '../../features/audit/api/list-audit';
import { AuditTable } from '../../features/audit/components/audit-table';
import { serverMessage } from '../../lib/api-client';

const FIELDS = ['action', 'actor', 'since', 'until'] as const;

function readFilters(params: URLSearchParams): AuditFilters {
  return {
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    since: params.get('since') ?? '',
    until: params.get('until') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** `/admin/audit`: every admin and operator action, filtered by action, actor and date. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [draft, setDraft] = useState(filters);
  const entries = useQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: () => listAudit(filters),
    placeholderData: keepPreviousData,
  });

  const show = (next: AuditFilters) => {
    const query = new URLSearchParams();
    for (const field of FIELDS) if (next[field].trim()) query.set(field, next[field].trim());
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    show({ ...draft, page: 1 });
  };
  const field = (name: (typeof FIELDS)[number], label: string, type: 'text' | 'date', hint?: string) => (
    <label>
      {label}
      <input
        type={type}
        value={draft[name]}
        placeholder={hint}
        onChange={(event) => {
          setDraft({ ...draft, [name]: event.target.value });
        }}
      />
    </label>
  );

  const items = entries.data?.items;
  return (
    <AdminPage title="Audit" description="Who did what, when and from where: every admin, API key and operator action.">
      <form className="admin-filters" aria-label="Filter the audit log" onSubmit={submit}>
        {field('action', 'Action', 'text', 'e.g. api_key or article.publish')}
        {field('actor', 'Who', 'text', 'address, key name or operator')}
        {field('since', 'From', 'date')}
        {field('until', 'To', 'date')}
        <button type="submit" className="admin-button admin-button--primary">
          Filter
        </button>
      </form>
      {entries.isError ? (
        <EmptyState>Failed to load the audit log. {serverMessage(entries.error) ?? 'Please try again.'}</EmptyState>
      ) : !items ? (
        <EmptyState>Loading the audit log…</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>No entries match these filters.</EmptyState>
      ) : (
        <>
          <AuditTable entries={items} />
          <nav className="admin-pager" aria-label="Pages">
            <button type="button" className="admin-button" disabled={filters.page <= 1} onClick={() => { show({ ...filters, page: filters.page - 1 }); }}>
              Newer
            </button>
            <span>Page {filters.page}</span>
            <button
              type="button"
              className="admin-button"
              disabled={items.length < AUDIT_PER_PAGE}
              onClick={() => { show({ ...filters, page: filters.page + 1 }); }}
            >
              Older
            </button>
          </nav>
        </>
      )}
    </AdminPage>
  );
}

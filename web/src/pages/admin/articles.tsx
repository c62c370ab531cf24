import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/use-confirm';
import { Pager } from '../../components/admin/pager';
import { ARTICLE_ORDERS, ARTICLES_PER_PAGE, listAdminArticles, type ArticleFilters } from '../../features/admin-articles/api/list-articles';
import { useViewSparklines } from '../../features/admin-articles/api/get-view-sparklines';
import { ArticleFiltersBar } from '../../features/admin-articles/components/article-filters';
import { ArticlesTable } from '../../features/admin-articles/components/articles-table';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories';
import { serverMessage } from '../../lib/api-client';
import { changeArticleStatus, deleteArticle } from '../../lib/api/admin-articles';
import type { ArticleStatus } from '../../lib/api/types';
import { toast } from '../../lib/toast';

type BulkAction = ArticleStatus | 'delete';

const BULK: { action: BulkAction; label: string; verb: string }[] = [
  { action: 'published', label: 'Publish', verb: 'published' },
  { action: 'archived', label: 'Archive', verb: 'archived' },
  { action: 'rejected', label: 'Reject', verb: 'rejected' },
  { action: 'delete', label: 'Delete', verb: 'moved to the trash' },
];

const STATUSES: readonly ArticleStatus[] = ['draft', 'scheduled', 'published', 'archived', 'rejected'];

/** The filters as the URL keeps them, so a filtered list can be reloaded and shared. */
function readFilters(params: URLSearchParams): ArticleFilters {
  const status = STATUSES.find((value) => value === params.get('status')) ?? 'all';
  const language = params.get('language');
  const page = Number(params.get('page'));
  return {
    status,
    includeArchived: params.get('archived') === '1',
    excludeRejected: params.get('rejected') === '0',
    language: language === 'en' || language === 'ro' ? language : '',
    category: params.get('category') ?? '',
    featured: params.get('featured') === '1',
    trending: params.get('trending') === '1',
    sort: ARTICLE_ORDERS.find((order) => order === params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeFilters(filters: ArticleFilters, search: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.includeArchived) params.set('archived', '1');
  if (filters.excludeRejected) params.set('rejected', '0');
  if (filters.language) params.set('language', filters.language);
  if (filters.category) params.set('category', filters.category);
  if (filters.featured) params.set('featured', '1');
  if (filters.trending) params.set('trending', '1');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (search.trim()) params.set('q', search.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** `/admin` and `/admin/articles`: every article of every status, filtered, with bulk actions. */
export function ArticlesPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const search = params.get('q') ?? '';
  const client = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [progress, setProgress] = useState<string | null>(null);
  const [dialog, confirm] = useConfirm();
  const articles = useQuery({
    queryKey: ['admin', 'articles', filters, search],
    queryFn: ({ signal }) => listAdminArticles(filters, search, signal),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery(categoriesQueryOptions('en'));
  // Asked for once the list has answered, for the rows it shows.
  const sparklines = useViewSparklines(articles.data?.items.map((article) => article.id) ?? []);

  const show = (next: ArticleFilters, nextSearch: string) => {
    setSelected(new Set());
    setParams(writeFilters(next, nextSearch));
  };
  const select = (ids: number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  async function bulk({ action, label, verb }: (typeof BULK)[number]) {
    const ids = [...selected];
    const count = `${String(ids.length)} article${ids.length === 1 ? '' : 's'}`;
    const ok = await confirm({
      title: `${label} ${count}?`,
      message:
        action === 'delete'
          ? 'They go to the trash, where they can be restored for 30 days.'
          : `The selected articles will be ${verb}.`,
      confirm: label,
      destructive: action === 'delete' || action === 'rejected',
    });
    if (!ok) return;
    const failures: string[] = [];
    for (const [index, id] of ids.entries()) {
      setProgress(`${label}: ${String(index + 1)} of ${String(ids.length)}…`);
      try {
        if (action === 'delete') await deleteArticle(id);
        else await changeArticleStatus(id, action);
      } catch (error) {
        failures.push(`#${String(id)}: ${serverMessage(error) ?? 'failed'}`);
      }
    }
    setProgress(null);
    setSelected(new Set());
    await client.invalidateQueries({ queryKey: ['admin', 'articles'] });
    if (failures.length === 0) toast({ title: `${count} ${verb}` });
    else toast({ title: `${String(failures.length)} of ${count} not ${verb}`, description: failures.join('; '), variant: 'destructive' });
  }

  const page = articles.data;
  return (
    <AdminPage
      title="Articles"
      description={page ? `${page.total.toLocaleString('en')} article${page.total === 1 ? '' : 's'} match these filters.` : undefined}
      actions={
        <>
          <Link className="admin-button" to="/admin/trash">
            Trash
          </Link>
          <Link className="admin-button admin-button--primary" to={filters.language === 'ro' ? '/admin/edit/new?language=ro' : '/admin/edit/new'}>
            New article
          </Link>
        </>
      }
    >
      <ArticleFiltersBar key={search} filters={filters} search={search} categories={categories.data ?? []} onChange={show} />
      {selected.size > 0 ? (
        <div className="admin-bulk" role="region" aria-label="Bulk actions">
          <span>{selected.size} selected</span>
          {BULK.map((item) => (
            <button
              key={item.action}
              type="button"
              className={`admin-button ${item.action === 'delete' ? 'admin-button--danger' : ''}`}
              disabled={progress !== null}
              onClick={() => void bulk(item)}
            >
              {item.label}
            </button>
          ))}
          {progress ? <span role="status">{progress}</span> : null}
        </div>
      ) : null}
      {articles.isError ? (
        <EmptyState>Failed to load articles. {serverMessage(articles.error) ?? 'Please try again.'}</EmptyState>
      ) : !page ? (
        <EmptyState>Loading articles…</EmptyState>
      ) : page.items.length === 0 ? (
        <EmptyState>No articles match these filters.</EmptyState>
      ) : (
        <>
          <ArticlesTable
            articles={page.items}
            selected={selected}
            onSelect={select}
            views={sparklines.data ?? (sparklines.isError ? 'failed' : 'loading')}
          />
          <Pager
            page={filters.page}
            total={page.total}
            perPage={ARTICLES_PER_PAGE}
            onPage={(next) => {
              show({ ...filters, page: next }, search);
            }}
          />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}

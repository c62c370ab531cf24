import { useState, type SyntheticEvent } from 'react';
import { SelectField } from '../../../components/admin/select-field';
import type { CategoryMenuItem } from '../../../lib/api/types';
import type { ArticleFilters } from '../api/list-articles';
import { SearchBox } from '../../../components/admin/search-box';

const STATUSES: [ArticleFilters['status'], string][] = [
  ['all', 'All'],
  ['draft', 'Drafts'],
  ['scheduled', 'Scheduled'],
  ['published', 'Published'],
  ['archived', 'Archived'],
  ['rejected', 'Rejected'],
];

const LANGUAGES: [ArticleFilters['language'], string][] = [
  ['', 'Both'],
  ['en', 'English'],
  ['ro', 'Romanian'],
];

const ORDERS: [ArticleFilters['sort'], string][] = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['updated', 'Last changed'],
  ['views', 'Most viewed'],
  ['title', 'Title A–Z'],
];

interface ArticleFiltersProps {
  filters: ArticleFilters;
  search: string;
  categories: CategoryMenuItem[];
  onChange: (filters: ArticleFilters, search: string) => void;
}

/**
 * The list's filters (spec §7: status, language, category, featured, trending; §4: archived
 * only when asked for under 'all', rejected optionally left out), its order and a title search.
 */
export function ArticleFiltersBar({ filters, search, categories, onChange }: ArticleFiltersProps) {
  const [query, setQuery] = useState(search);
  const set = (change: Partial<ArticleFilters>) => {
    onChange({ ...filters, ...change, page: 1 }, query);
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onChange({ ...filters, page: 1 }, query);
  };
  return (
    <form className="admin-filters" role="search" aria-label="Filter articles" onSubmit={submit}>
      <SearchBox id="article-search" label="Title" value={query} placeholder="Search titles" onChange={setQuery} />
      <SelectField
        label="Status"
        value={filters.status}
        options={STATUSES}
        onChange={(status) => {
          set({ status });
        }}
      />
      <SelectField
        label="Language"
        value={filters.language}
        options={LANGUAGES}
        onChange={(language) => {
          set({ language });
        }}
      />
      <SelectField
        label="Category"
        value={filters.category}
        options={[['', 'Any'], ...categories.map((category) => [category.category, category.name] as const)]}
        onChange={(category) => {
          set({ category });
        }}
      />
      <SelectField
        label="Sort"
        value={filters.sort}
        options={ORDERS}
        onChange={(sort) => {
          set({ sort });
        }}
      />
      <fieldset className="admin-filters__flags">
        <legend>Show only</legend>
        <label>
          <input
            type="checkbox"
            checked={filters.featured}
            onChange={(event) => {
              set({ featured: event.target.checked });
            }}
          />
          Featured
        </label>
        <label>
          <input
            type="checkbox"
            checked={filters.trending}
            onChange={(event) => {
              set({ trending: event.target.checked });
            }}
          />
          Trending
        </label>
      </fieldset>
      {filters.status === 'all' ? (
        <fieldset className="admin-filters__flags">
          <legend>Under All</legend>
          <label>
            <input
              type="checkbox"
              checked={filters.includeArchived}
              onChange={(event) => {
                set({ includeArchived: event.target.checked });
              }}
            />
            Include archived
          </label>
          <label>
            <input
              type="checkbox"
              checked={filters.excludeRejected}
              onChange={(event) => {
                set({ excludeRejected: event.target.checked });
              }}
            />
            Leave out rejected
          </label>
        </fieldset>
      ) : null}
    </form>
  );
}

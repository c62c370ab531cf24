import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SearchPage } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';

export interface SearchParams {
  q?: string;
  tag?: string;
  lang: Lang;
  limit: number;
  offset: number;
}

/** Published articles matching words and/or an exact tag, in one language. */
export function searchArticles({ q, tag, lang, limit, offset }: SearchParams, signal?: AbortSignal): Promise<SearchPage> {
  const words = q?.trim() ? { q } : {};
  const exactTag = tag?.trim() ? { tag } : {};
  return api().get<SearchPage>('/search', { signal, query: { ...words, ...exactTag, lang, limit, offset } });
}

export function searchQueryOptions(params: SearchParams) {
  return queryOptions({ queryKey: ['search', params], queryFn: ({ signal }) => searchArticles(params, signal) });
}

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SearchPage } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';

/** Published articles of a language carrying an exact tag, newest first. */
export function searchByTag(tag: string, lang: Lang, limit: number, signal?: AbortSignal): Promise<SearchPage> {
  return api().get<SearchPage>('/search', { signal, query: { tag, lang, limit } });
}

export function searchByTagQueryOptions(tag: string, lang: Lang, limit: number) {
  return queryOptions({
    queryKey: ['search', 'tag', tag.toLowerCase(), lang, limit],
    queryFn: ({ signal }) => searchByTag(tag, lang, limit, signal),
  });
}

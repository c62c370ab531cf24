import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CategoryMenuItem } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';

/** The category menu of a language, with subcategories and localized paths. */
export async function getCategories(lang: Lang, signal?: AbortSignal): Promise<CategoryMenuItem[]> {
  const response = await api().get<{ items: CategoryMenuItem[] }>('/categories', { signal, query: { lang } });
  return response.items;
}

export function categoriesQueryOptions(lang: Lang) {
  return queryOptions({ queryKey: ['categories', lang], queryFn: ({ signal }) => getCategories(lang, signal) });
}

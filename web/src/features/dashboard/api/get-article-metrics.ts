import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ArticleMetricsSeries } from '../../../lib/api/types';

export function getArticleMetrics(id: number, signal?: AbortSignal): Promise<ArticleMetricsSeries> {
  return api().get<ArticleMetricsSeries>(`/admin/articles/${String(id)}/metrics`, { signal });
}

export function articleMetricsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin', 'articles', id, 'metrics'],
    queryFn: ({ signal }) => getArticleMetrics(id, signal),
  });
}

/** One article's last 30 days of reader activity, for its sparklines. */
export function useArticleMetrics(id: number) {
  return useQuery(articleMetricsQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ViewSparklines } from '../../../lib/api/types';

/** Each article's views per day, by its id. */
export type ViewsById = ReadonlyMap<number, readonly number[]>;

const byId = (data: ViewSparklines): ViewsById => new Map(data.items.map((item) => [item.id, item.views]));

/** The most ids the server takes in one request: more than a page of the list holds. */
export const MAX_SPARKLINE_IDS = 100;

/** Several articles' views per day over the last 30 days, in the order asked. */
export function getViewSparklines(ids: readonly number[], signal?: AbortSignal): Promise<ViewSparklines> {
  return api().get<ViewSparklines>('/admin/articles/sparklines', { query: { ids: ids.slice(0, MAX_SPARKLINE_IDS).join(',') }, signal });
}

export function viewSparklinesQueryOptions(ids: readonly number[]) {
  return queryOptions({
    // Not under ['admin', 'articles']: a bulk action refreshes the list, and changes no views.
    queryKey: ['admin', 'article-sparklines', ...ids],
    queryFn: ({ signal }) => getViewSparklines(ids, signal),
  });
}

/**
 * The views of the articles on a page of the list, each id's 30 days by id: one request for the
 * page, made once the list has answered, so the list never waits for it.
 */
export function useViewSparklines(ids: readonly number[]) {
  return useQuery({
    ...viewSparklinesQueryOptions(ids),
    enabled: ids.length > 0,
    select: byId,
  });
}

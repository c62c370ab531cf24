import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Subscriber, SubscriberList, SubscriberStatus } from '../../../lib/api/types';
import { saveFile } from '../../../lib/save-file';

export const SUBSCRIBERS_PER_PAGE = 50;
/** The most the API gives in one answer: the filtered view reads this many at a time. */
const LARGEST_PAGE = 1000;

/** Every subscriber query starts with this key. */
export const SUBSCRIBERS_QUERY_KEY = ['admin', 'newsletter', 'subscribers'] as const;

/** A status, or every subscriber whatever their status. */
export type StatusFilter = SubscriberStatus | 'all';

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'pending', 'confirmed', 'unsubscribed', 'bouncing'];

const statusQuery = (status: StatusFilter) => (status === 'all' ? undefined : status);

function fetchSubscribers(status: StatusFilter, limit: number, offset: number, signal?: AbortSignal): Promise<SubscriberList> {
  return api().get<SubscriberList>('/admin/newsletter/subscribers', {
    query: { status: statusQuery(status), limit, offset },
    signal,
  });
}

/**
 * Every subscriber of a status as the server's CSV (`format=csv`), saved as a download; resolves
 * to the file's name. The server filters by status only.
 */
export async function exportSubscribers(status: StatusFilter): Promise<string> {
  const file = await api().file('/admin/newsletter/subscribers', { query: { format: 'csv', status: statusQuery(status) } });
  const name = file.name ?? 'subscribers.csv';
  saveFile(file.blob, name);
  return name;
}

/** One page (from 1) of the subscribers of a status, newest first, with how many there are. */
export function listSubscribers(status: StatusFilter, page: number, signal?: AbortSignal): Promise<SubscriberList> {
  return fetchSubscribers(status, SUBSCRIBERS_PER_PAGE, (page - 1) * SUBSCRIBERS_PER_PAGE, signal);
}

/**
 * Every subscriber of a status, newest first, read page by page. The API filters by status
 * only; searching by address and language is done on this list.
 */
export async function listAllSubscribers(status: StatusFilter, signal?: AbortSignal): Promise<Subscriber[]> {
  const items: Subscriber[] = [];
  for (;;) {
    const page = await fetchSubscribers(status, LARGEST_PAGE, items.length, signal);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

export function subscribersQueryOptions(status: StatusFilter, page: number) {
  return queryOptions({
    queryKey: [...SUBSCRIBERS_QUERY_KEY, 'page', status, page],
    queryFn: ({ signal }) => listSubscribers(status, page, signal),
    // Readers subscribe all the time: read the list afresh each time it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function allSubscribersQueryOptions(status: StatusFilter) {
  return queryOptions({
    queryKey: [...SUBSCRIBERS_QUERY_KEY, 'all', status],
    queryFn: ({ signal }) => listAllSubscribers(status, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export type SubscriberCounts = Record<StatusFilter, number>;

/** How many subscribers there are of each status (the totals of one-item pages). */
export async function countSubscribers(signal?: AbortSignal): Promise<SubscriberCounts> {
  const totals = await Promise.all(STATUS_FILTERS.map((status) => fetchSubscribers(status, 1, 0, signal).then((page) => page.total)));
  return Object.fromEntries(STATUS_FILTERS.map((status, index) => [status, totals[index] ?? 0])) as SubscriberCounts;
}

export function subscriberCountsQueryOptions() {
  return queryOptions({
    queryKey: [...SUBSCRIBERS_QUERY_KEY, 'counts'],
    queryFn: ({ signal }) => countSubscribers(signal),
    staleTime: 0,
  });
}

/** A page of the list as the server pages it (while `enabled`), the previous one kept on screen while the next loads. */
export function useSubscriberPage(status: StatusFilter, page: number, enabled: boolean) {
  return useQuery({ ...subscribersQueryOptions(status, page), enabled });
}

/** Every subscriber of the status, read only while `enabled` (a search or a language is chosen). */
export function useAllSubscribers(status: StatusFilter, enabled: boolean) {
  return useQuery({ ...allSubscribersQueryOptions(status), enabled });
}

export function useSubscriberCounts() {
  return useQuery(subscriberCountsQueryOptions());
}

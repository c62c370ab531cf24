import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SubscriberList, SubscriberStatus } from '../../../lib/api/types';
import { saveFile } from '../../../lib/save-file';

export const SUBSCRIBERS_PER_PAGE = 50;

/** Every subscriber query starts with this key. */
export const SUBSCRIBERS_QUERY_KEY = ['admin', 'newsletter', 'subscribers'] as const;

/** A status, or every subscriber whatever their status. */
export type StatusFilter = SubscriberStatus | 'all';

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'pending', 'confirmed', 'unsubscribed', 'bouncing'];

/** Which subscribers: the server narrows by each (an empty language or search narrows nothing). */
export interface SubscriberFilter {
  status: StatusFilter;
  /** A language code, or empty for all. */
  language: string;
  /** Part of the address, any case; empty for all. */
  search: string;
}

/** The filter as the endpoint's query: `status`, `language` and `q`, each left out when it narrows nothing. */
function filterQuery({ status, language, search }: SubscriberFilter) {
  return { status: status === 'all' ? undefined : status, language: language || undefined, q: search.trim() || undefined };
}

function fetchSubscribers(filter: SubscriberFilter, limit: number, offset: number, signal?: AbortSignal): Promise<SubscriberList> {
  return api().get<SubscriberList>('/admin/newsletter/subscribers', {
    query: { ...filterQuery(filter), limit, offset },
    signal,
  });
}

/**
 * Every subscriber the filter matches as the server's CSV (`format=csv`), saved as a download;
 * resolves to the file's name.
 */
export async function exportSubscribers(filter: SubscriberFilter): Promise<string> {
  const file = await api().file('/admin/newsletter/subscribers', { query: { format: 'csv', ...filterQuery(filter) } });
  const name = file.name ?? 'subscribers.csv';
  saveFile(file.blob, name);
  return name;
}

/** One page (from 1) of the subscribers the filter matches, newest first, with how many there are. */
export function listSubscribers(filter: SubscriberFilter, page: number, signal?: AbortSignal): Promise<SubscriberList> {
  return fetchSubscribers(filter, SUBSCRIBERS_PER_PAGE, (page - 1) * SUBSCRIBERS_PER_PAGE, signal);
}

export function subscribersQueryOptions(filter: SubscriberFilter, page: number) {
  const { status, language, search } = filter;
  return queryOptions({
    queryKey: [...SUBSCRIBERS_QUERY_KEY, 'page', status, language, search.trim(), page],
    queryFn: ({ signal }) => listSubscribers(filter, page, signal),
    // Readers subscribe all the time: read the list afresh each time it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** How many subscribers the filter matches (the total of a one-item page). */
export async function countMatching(filter: SubscriberFilter, signal?: AbortSignal): Promise<number> {
  return (await fetchSubscribers(filter, 1, 0, signal)).total;
}

/** How many confirmed subscribers a language has: a campaign's recipients, were it sent now. */
export function confirmedCountQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...SUBSCRIBERS_QUERY_KEY, 'confirmed', language],
    queryFn: ({ signal }) => countMatching({ status: 'confirmed', language, search: '' }, signal),
    staleTime: 0,
  });
}

export type SubscriberCounts = Record<StatusFilter, number>;

/** How many subscribers there are of each status. */
export async function countSubscribers(signal?: AbortSignal): Promise<SubscriberCounts> {
  const totals = await Promise.all(STATUS_FILTERS.map((status) => countMatching({ status, language: '', search: '' }, signal)));
  return Object.fromEntries(STATUS_FILTERS.map((status, index) => [status, totals[index] ?? 0])) as SubscriberCounts;
}

export function subscriberCountsQueryOptions() {
  return queryOptions({
    queryKey: [...SUBSCRIBERS_QUERY_KEY, 'counts'],
    queryFn: ({ signal }) => countSubscribers(signal),
    staleTime: 0,
  });
}

/** A page of the list as the server filters and pages it, the previous one kept on screen while the next loads. */
export function useSubscriberPage(filter: SubscriberFilter, page: number) {
  return useQuery(subscribersQueryOptions(filter, page));
}

export function useSubscriberCounts() {
  return useQuery(subscriberCountsQueryOptions());
}

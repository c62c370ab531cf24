/** Subscribers as the admin area shows and filters them. */
import type { BadgeTone } from '../../../components/admin/badge';
import type { Subscriber, SubscriberStatus } from '../../../lib/api/types';
import type { StatusFilter } from '../api/list-subscribers';

export const SUBSCRIBER_STATUS: Record<SubscriberStatus, [BadgeTone, string]> = {
  pending: ['warn', 'pending'],
  confirmed: ['good', 'confirmed'],
  unsubscribed: ['neutral', 'unsubscribed'],
  bouncing: ['bad', 'bouncing'],
};

export interface SubscriberFilter {
  /** Part of the address, any case; empty for all. */
  search: string;
  /** A language code, or empty for all. */
  language: string;
}

/** The subscribers whose address holds `search` and whose language is `language`. */
export function filterSubscribers(items: readonly Subscriber[], { search, language }: SubscriberFilter): Subscriber[] {
  const needle = search.trim().toLowerCase();
  return items.filter((item) => (!needle || item.email.toLowerCase().includes(needle)) && (!language || item.language === language));
}

/** What the subscriber list shows: kept in the page's address. */
export interface SubscriberView extends SubscriberFilter {
  status: StatusFilter;
  /** From 1. */
  page: number;
}

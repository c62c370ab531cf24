/** Subscribers as the admin area shows them. */
import type { BadgeTone } from '../../../components/admin/badge';
import type { SubscriberStatus } from '../../../lib/api/types';
import type { SubscriberFilter } from '../api/list-subscribers';

export const SUBSCRIBER_STATUS: Record<SubscriberStatus, [BadgeTone, string]> = {
  pending: ['warn', 'pending'],
  confirmed: ['good', 'confirmed'],
  unsubscribed: ['neutral', 'unsubscribed'],
  bouncing: ['bad', 'bouncing'],
};

/** What the subscriber list shows: kept in the page's address. */
export interface SubscriberView extends SubscriberFilter {
  /** From 1. */
  page: number;
}

import { api } from '../../../lib/api-client';
import type { NewsletterState } from '../../../lib/api/types';

/** Subscribes (in `language`) or unsubscribes the account's address. */
export function setAccountNewsletter(subscribed: boolean, language: 'en' | 'ro'): Promise<NewsletterState> {
  return api().send<NewsletterState>('PUT', '/auth/user/newsletter', {}, { subscribed, language });
}

import { api } from '../../../lib/api-client';
import type { NewsletterState } from '../../../lib/api/types';

/** The newsletter subscription of the account's address. */
export function getAccountNewsletter(): Promise<NewsletterState> {
  return api().get<NewsletterState>('/auth/user/newsletter');
}

import { api } from '../../../lib/api-client';
import type { SubscribeRequest, Subscribed } from '../../../lib/api/types';

/** POST /newsletter/subscribe: a confirmation link is mailed in `language`. */
export function subscribeToNewsletter(body: SubscribeRequest): Promise<Subscribed> {
  return api().post<Subscribed>('/newsletter/subscribe', body);
}

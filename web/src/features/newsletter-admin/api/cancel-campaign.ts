import { api } from '../../../lib/api-client';
import type { Campaign } from '../../../lib/api/types';

/**
 * Stops a campaign: a scheduled one goes back to being a draft (its time cleared); one being
 * sent is cancelled and the mails still waiting are dropped. The server answers 409 for any
 * other status (it may have finished meanwhile).
 */
export function cancelCampaign(id: number): Promise<Campaign> {
  return api().post<Campaign>(`/admin/newsletter/campaigns/${String(id)}/cancel`, undefined);
}

import { api } from '../../../lib/api-client';
import type { Campaign, SendCampaign } from '../../../lib/api/types';

/**
 * Sends a draft now, or from `at` (an ISO instant) when given; the worker does the sending.
 * The server answers 409 when the campaign is no longer a draft.
 */
export function sendCampaign(id: number, at: string | null): Promise<Campaign> {
  const body: SendCampaign = at ? { at } : {};
  return api().post<Campaign>(`/admin/newsletter/campaigns/${String(id)}/send`, body);
}

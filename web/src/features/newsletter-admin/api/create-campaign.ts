import { api } from '../../../lib/api-client';
import type { Campaign, CreateCampaign } from '../../../lib/api/types';

/** Writes a draft campaign: an HTML body (sanitised by the server) or the week's digest. */
export function createCampaign(campaign: CreateCampaign): Promise<Campaign> {
  return api().post<Campaign>('/admin/newsletter/campaigns', campaign);
}

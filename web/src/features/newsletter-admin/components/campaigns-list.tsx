import { EmptyState } from '../../../components/admin/admin-page';
import { serverMessage } from '../../../lib/api-client';
import type { Campaign } from '../../../lib/api/types';
import { useCampaigns } from '../api/list-campaigns';
import { isMoving } from '../lib/campaigns';
import { CampaignsTable } from './campaigns-table';
import { CancelCampaignButton } from './cancel-campaign-button';

/** The latest campaigns, refreshed every 2 s while one is being sent; a scheduled or sending one can be stopped from its row. */
export function CampaignsList({ hrefOf }: { hrefOf: (campaign: Campaign) => string }) {
  const campaigns = useCampaigns();
  if (campaigns.isError) return <EmptyState>Failed to load campaigns. {serverMessage(campaigns.error) ?? 'Please try again.'}</EmptyState>;
  if (!campaigns.data) return <EmptyState>Loading campaigns…</EmptyState>;
  const items = campaigns.data.items;
  if (items.length === 0) return <EmptyState>No campaigns yet. Write the first with New campaign.</EmptyState>;
  return (
    <>
      <p className="newsletter-summary" role="status">
        {items.some((campaign) => isMoving(campaign)) ? 'A campaign is being sent; its progress below updates by itself.' : ''}
      </p>
      <CampaignsTable campaigns={items} hrefOf={hrefOf} actions={(campaign) => <CancelCampaignButton campaign={campaign} small />} />
    </>
  );
}

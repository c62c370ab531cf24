import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import { AdminTable, type Column } from '../../../components/admin/table-frame';
import type { Campaign } from '../../../lib/api/types';
import { CAMPAIGN_STATUS, audience } from '../lib/campaigns';
import { CampaignProgress } from './campaign-progress';

interface CampaignsTableProps {
  campaigns: Campaign[];
  /** Where a campaign's own view is. */
  hrefOf: (campaign: Campaign) => string;
  /** The Actions cell of a row; none leaves the column out. */
  actions?: (campaign: Campaign) => ReactNode;
}

/** Campaigns, newest first: who gets them, where they are, and their deliveries. */
export function CampaignsTable({ campaigns, hrefOf, actions }: CampaignsTableProps) {
  const columns: Column[] = ['Subject', 'Audience', 'Status', 'Scheduled', 'Sent', 'Progress'];
  if (actions) columns.push('Actions');
  return (
    <AdminTable label="Campaigns" columns={columns}>
      {campaigns.map((campaign) => {
        const [tone, label] = CAMPAIGN_STATUS[campaign.status];
        const started = campaign.progress.recipients > 0 || campaign.status === 'sending' || campaign.status === 'sent';
        return (
          <tr key={campaign.id}>
            <td className="admin-table__title newsletter-table__subject">
              <Link to={hrefOf(campaign)}>{campaign.subject}</Link>
              <span className="admin-table__meta">
                by {campaign.created_by}, {formatDateTime(campaign.created_at)}
              </span>
            </td>
            <td>{audience(campaign)}</td>
            <td>
              <Badge tone={tone}>{label}</Badge>
            </td>
            <td className="admin-table__nowrap">{formatDateTime(campaign.scheduled_at)}</td>
            <td className="admin-table__nowrap">
              {campaign.finished_at ? formatDateTime(campaign.finished_at) : campaign.started_at ? `started ${formatDateTime(campaign.started_at)}` : '—'}
            </td>
            <td>{started ? <CampaignProgress campaign={campaign} /> : '—'}</td>
            {actions ? <td className="admin-table__actions">{actions(campaign)}</td> : null}
          </tr>
        );
      })}
    </AdminTable>
  );
}

import type { Campaign } from '../../../lib/api/types';
import { percentDone, progressText } from '../lib/campaigns';

/** A campaign's deliveries in words, with a bar while it is being sent. */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const percent = percentDone(campaign);
  const sending = campaign.status === 'sending';
  return (
    <div className="newsletter-progress">
      {sending ? (
        <progress max={100} value={percent} aria-label={`Delivery of “${campaign.subject}”`}>
          {percent}%
        </progress>
      ) : null}
      <span className="newsletter-progress__text">
        {progressText(campaign)}
        {sending ? ` (${String(percent)}%)` : ''}
      </span>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { EmptyState } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import { useConfirm } from '../../../components/admin/use-confirm';
import { isNotFound, serverMessage } from '../../../lib/api-client';
import type { Campaign } from '../../../lib/api/types';
import { toast } from '../../../lib/toast';
import { campaignQueryOptions, useCampaign } from '../api/get-campaign';
import { CAMPAIGNS_QUERY_KEY } from '../api/list-campaigns';
import { confirmedCountQueryOptions } from '../api/list-subscribers';
import { sendCampaign } from '../api/send-campaign';
import { CAMPAIGN_STATUS, audience, fromLocalInput, isMoving, percentDone, progressText, toLocalInput } from '../lib/campaigns';
import { languageName } from '../lib/languages';
import { CancelCampaignButton } from './cancel-campaign-button';
import { TestSendForm } from './test-send-form';

/** Where the campaign is, in a sentence read out as it changes. */
function stateSentence(campaign: Campaign, now = Date.now()): string {
  switch (campaign.status) {
    case 'draft':
      return 'Draft: not sent yet.';
    case 'scheduled':
      return isMoving(campaign, now) ? 'Starting to send…' : `Scheduled for ${formatDateTime(campaign.scheduled_at)}.`;
    case 'sending':
      return `Sending: ${progressText(campaign)} (${String(percentDone(campaign))}%).`;
    case 'sent':
      return `Sent: ${progressText(campaign)}.`;
    case 'cancelled':
      return campaign.progress.recipients > 0 ? `Cancelled: ${progressText(campaign)} before sending was stopped.` : 'Cancelled: it will not be sent.';
  }
}

const subscribers = (n: number, language: string) =>
  `${n.toLocaleString('en')} confirmed ${languageName(language)} subscriber${n === 1 ? '' : 's'}`;

/** Schedules a draft or sends it now, each after asking. */
function DraftActions({ campaign, onSent }: { campaign: Campaign; onSent: (campaign: Campaign) => void }) {
  const client = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const [at, setAt] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  /** Counting the recipients before asking, or sending after. */
  const [busy, setBusy] = useState<'counting' | 'schedule' | 'now' | null>(null);

  /** The confirmed subscribers of the campaign's language, as of now; null when they cannot be counted. */
  async function countRecipients(): Promise<number | null> {
    try {
      return await client.query({ ...confirmedCountQueryOptions(campaign.language), retry: false });
    } catch {
      return null;
    }
  }

  async function send(when: string | null) {
    setBusy('counting');
    const recipients = await countRecipients();
    const who =
      recipients === null
        ? `every confirmed ${languageName(campaign.language)} subscriber`
        : recipients === 0
          ? `no one yet: there are no confirmed ${languageName(campaign.language)} subscribers`
          : subscribers(recipients, campaign.language);
    const ok = await confirm(
      when
        ? {
            title: `Schedule “${campaign.subject}”?`,
            message: `At ${formatDateTime(when)} it goes to ${who} (counted again when it starts). Until then it can be unscheduled, back to a draft.`,
            confirm: 'Schedule',
          }
        : {
            title: `Send “${campaign.subject}” now?`,
            message: `It goes to ${who}. This cannot be undone.`,
            confirm: 'Send now',
          },
    );
    if (!ok) {
      setBusy(null);
      return;
    }
    setBusy(when ? 'schedule' : 'now');
    try {
      const sent = await sendCampaign(campaign.id, when);
      toast(when ? { title: 'Campaign scheduled', description: `It starts at ${formatDateTime(when)}.` } : { title: 'Sending started', description: campaign.subject });
      onSent(sent);
    } catch (error) {
      toast({ title: 'The campaign could not be sent', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  function schedule(event: SyntheticEvent) {
    event.preventDefault();
    const when = fromLocalInput(at);
    if (!when) {
      setFailure('Choose the day and time to send it.');
      return;
    }
    if (new Date(when).getTime() <= Date.now()) {
      setFailure('Choose a time in the future, or send it now.');
      return;
    }
    setFailure(null);
    void send(when);
  }

  return (
    <div className="newsletter-actions">
      <TestSendForm campaignId={campaign.id} />
      <form className="admin-form newsletter-schedule" aria-label="Schedule" noValidate onSubmit={schedule}>
        <div className="newsletter-field">
          <label htmlFor="campaign-at">Send at</label>
          <input
            id="campaign-at"
            type="datetime-local"
            value={at}
            min={toLocalInput(new Date())}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? 'campaign-at-error' : undefined}
            onChange={(event) => {
              setAt(event.target.value);
            }}
          />
        </div>
        <button type="submit" className="admin-button" disabled={busy !== null}>
          {busy === 'schedule' ? 'Scheduling…' : 'Schedule'}
        </button>
        {failure ? (
          <p id="campaign-at-error" className="admin-error" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
      <div className="newsletter-actions__now">
        <button type="button" className="admin-button admin-button--primary" disabled={busy !== null} onClick={() => void send(null)}>
          {busy === 'now' ? 'Sending…' : 'Send now'}
        </button>
      </div>
      {dialog}
    </div>
  );
}

/** One campaign: what it is, where it is, and scheduling or sending a draft, or stopping it after. */
export function CampaignDetail({ id }: { id: number }) {
  const client = useQueryClient();
  const query = useCampaign(id);
  const campaign = query.data;

  if (query.isError) {
    return <EmptyState>{isNotFound(query.error) ? 'There is no such campaign.' : `Failed to load the campaign. ${serverMessage(query.error) ?? 'Please try again.'}`}</EmptyState>;
  }
  if (!campaign) return <EmptyState>Loading the campaign…</EmptyState>;

  const [tone, label] = CAMPAIGN_STATUS[campaign.status];
  const sent = (next: Campaign) => {
    client.setQueryData(campaignQueryOptions(id).queryKey, next);
    void client.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY });
  };
  return (
    <article className="admin-card newsletter-campaign" aria-labelledby="campaign-title">
      <header className="newsletter-campaign__header">
        <h2 id="campaign-title" className="admin-section-title">
          {campaign.subject}
        </h2>
        <Badge tone={tone}>{label}</Badge>
      </header>
      <dl className="newsletter-facts">
        <div>
          <dt>Audience</dt>
          <dd>{audience(campaign)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            {formatDateTime(campaign.created_at)} by {campaign.created_by}
          </dd>
        </div>
        {campaign.scheduled_at ? (
          <div>
            <dt>Scheduled</dt>
            <dd>{formatDateTime(campaign.scheduled_at)}</dd>
          </div>
        ) : null}
        {campaign.started_at ? (
          <div>
            <dt>Started</dt>
            <dd>{formatDateTime(campaign.started_at)}</dd>
          </div>
        ) : null}
        {campaign.finished_at ? (
          <div>
            <dt>Finished</dt>
            <dd>{formatDateTime(campaign.finished_at)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="newsletter-state" role="status">
        {stateSentence(campaign)}
      </p>
      {campaign.status === 'sending' ? (
        <progress className="newsletter-campaign__bar" max={100} value={percentDone(campaign)} aria-label="Delivery progress">
          {percentDone(campaign)}%
        </progress>
      ) : null}
      {campaign.status === 'draft' ? <DraftActions campaign={campaign} onSent={sent} /> : null}
      {campaign.status === 'scheduled' || campaign.status === 'sending' ? (
        <div className="newsletter-actions">
          <div className="newsletter-actions__now">
            <CancelCampaignButton campaign={campaign} />
          </div>
        </div>
      ) : null}
    </article>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCount, formatDateTime } from '../../../components/admin/format';
import { useConfirm, type ConfirmOptions } from '../../../components/admin/use-confirm';
import { serverMessage } from '../../../lib/api-client';
import type { Campaign } from '../../../lib/api/types';
import { toast } from '../../../lib/toast';
import { cancelCampaign } from '../api/cancel-campaign';
import { campaignQueryOptions } from '../api/get-campaign';
import { CAMPAIGNS_QUERY_KEY } from '../api/list-campaigns';
import { progressText } from '../lib/campaigns';

/** What stopping does to each status it applies to: the button, its question and what is said after. */
function stopping(campaign: Campaign) {
  const name = `“${campaign.subject}”`;
  if (campaign.status === 'scheduled') {
    return {
      label: 'Unschedule',
      busy: 'Unscheduling…',
      question: {
        title: `Unschedule ${name}?`,
        message: `It goes back to the drafts and is not sent at ${formatDateTime(campaign.scheduled_at)}. It can be scheduled or sent again.`,
        confirm: 'Unschedule',
      } satisfies ConfirmOptions,
      done: 'Campaign unscheduled',
      failed: 'The campaign could not be unscheduled',
    };
  }
  if (campaign.status === 'sending') {
    const { recipients, sent, pending } = campaign.progress;
    return {
      label: 'Stop sending',
      busy: 'Stopping…',
      question: {
        title: `Stop sending ${name}?`,
        message: `${formatCount(sent)} of ${formatCount(recipients)} mails have gone out. The ${formatCount(pending)} still waiting are dropped and the campaign is cancelled. This cannot be undone.`,
        confirm: 'Stop sending',
        destructive: true,
      } satisfies ConfirmOptions,
      done: 'Sending stopped',
      failed: 'Sending could not be stopped',
    };
  }
  return null;
}

/**
 * "Unschedule" for a scheduled campaign, "Stop sending" for one being sent, each after asking;
 * nothing for any other. The campaign views are read again after it, whatever the answer (a 409
 * means the campaign moved on meanwhile).
 */
export function CancelCampaignButton({ campaign, small = false }: { campaign: Campaign; small?: boolean }) {
  const client = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);
  const action = stopping(campaign);
  if (!action) return null;

  async function stop(what: NonNullable<typeof action>) {
    if (!(await confirm(what.question))) return;
    setBusy(true);
    try {
      const stopped = await cancelCampaign(campaign.id);
      client.setQueryData(campaignQueryOptions(campaign.id).queryKey, stopped);
      toast({ title: what.done, description: stopped.status === 'cancelled' ? `${campaign.subject}: ${progressText(stopped)}.` : campaign.subject });
    } catch (error) {
      toast({ title: what.failed, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY });
    }
  }

  return (
    <>
      <button
        type="button"
        className={`admin-button ${small ? 'admin-button--small' : ''} ${campaign.status === 'sending' ? 'admin-button--danger' : ''}`}
        aria-label={small ? `${action.label} “${campaign.subject}”` : undefined}
        disabled={busy}
        onClick={() => void stop(action)}
      >
        {busy ? action.busy : action.label}
      </button>
      {dialog}
    </>
  );
}

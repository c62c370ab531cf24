/** What the campaign views say about a campaign, and the rules they share. */
import type { BadgeTone } from '../../../components/admin/badge';
import { isPast } from '../../../components/admin/format';
import { ApiError } from '../../../lib/api-client';
import type { Campaign, CampaignStatus } from '../../../lib/api/types';
import { languageName } from './languages';

/** How often a campaign being sent is read again. */
export const PROGRESS_REFRESH_MS = 2000;

export const CAMPAIGN_STATUS: Record<CampaignStatus, [BadgeTone, string]> = {
  draft: ['neutral', 'draft'],
  scheduled: ['warn', 'scheduled'],
  sending: ['info', 'sending'],
  sent: ['good', 'sent'],
  cancelled: ['bad', 'cancelled'],
};

/** Being sent, or due to start: its progress changes by itself. */
export function isMoving(campaign: Campaign, now = Date.now()): boolean {
  return campaign.status === 'sending' || (campaign.status === 'scheduled' && isPast(campaign.scheduled_at, now + 1000));
}

/** Who receives it: the confirmed subscribers of a language, with the week's digest or a written body. */
export function audience(campaign: Pick<Campaign, 'language' | 'kind'>): string {
  const language = languageName(campaign.language);
  return campaign.kind === 'digest' ? `${language} · weekly digest` : language;
}

/** Mails done (sent or failed for good) out of the recipients, as a whole percentage. */
export function percentDone(campaign: Campaign): number {
  const { recipients, sent, failed } = campaign.progress;
  if (recipients <= 0) return campaign.status === 'sent' ? 100 : 0;
  return Math.min(100, Math.round(((sent + failed) * 100) / recipients));
}

/** The progress in words: "40 of 100 sent, 2 failed, 58 waiting". */
export function progressText(campaign: Campaign): string {
  const { recipients, sent, failed, pending } = campaign.progress;
  const parts = [`${sent.toLocaleString('en')} of ${recipients.toLocaleString('en')} sent`];
  if (failed > 0) parts.push(`${failed.toLocaleString('en')} failed`);
  if (pending > 0) parts.push(`${pending.toLocaleString('en')} waiting`);
  return parts.join(', ');
}

/** A field the server refused (`invalid_field` answers "subject: the subject must be…"), or null. */
export function invalidField(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'invalid_field') return null;
  const match = /^([a-z_]+): (.+)$/s.exec(error.message);
  return match?.[1] && match[2] ? { field: match[1], message: match[2] } : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone, to the minute. */
export function toLocalInput(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant, or null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

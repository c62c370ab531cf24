/** What the podcast views say about an episode: its status, language, number and times. */
import type { BadgeTone } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import type { EpisodeFilter } from '../api/list-episodes';
import type { PodcastLanguage, PodcastStatus } from '../api/types';

export const STATUS_BADGE: Record<PodcastStatus, [BadgeTone, string]> = {
  draft: ['neutral', 'draft'],
  scheduled: ['info', 'scheduled'],
  published: ['good', 'published'],
};

export const LANGUAGE_LABEL: Record<PodcastLanguage, string> = { en: 'English', ro: 'Romanian' };

export const LANGUAGE_OPTIONS: readonly (readonly [PodcastLanguage, string])[] = [
  ['en', LANGUAGE_LABEL.en],
  ['ro', LANGUAGE_LABEL.ro],
];

export const STATUS_FILTER_OPTIONS: readonly (readonly [PodcastStatus | 'all', string])[] = [
  ['all', 'All'],
  ['draft', 'Drafts'],
  ['scheduled', 'Scheduled'],
  ['published', 'Published'],
];

export const LANGUAGE_FILTER_OPTIONS: readonly (readonly [PodcastLanguage | '', string])[] = [['', 'Both'], ...LANGUAGE_OPTIONS];

export function isPodcastStatus(value: unknown): value is PodcastStatus {
  return value === 'draft' || value === 'scheduled' || value === 'published';
}

export function isPodcastLanguage(value: unknown): value is PodcastLanguage {
  return value === 'en' || value === 'ro';
}

/** An episode's season and number, either of which it may lack. */
interface EpisodeNumbers {
  season?: number | null;
  episode?: number | null;
}

/** Its place in the show: `S1 · E3`, `E3`, `S2`, or empty when it has neither. */
export function episodeNumber({ season, episode }: EpisodeNumbers): string {
  return [season == null ? null : `S${String(season)}`, episode == null ? null : `E${String(episode)}`].filter(Boolean).join(' · ');
}

/** The same, read out: `Season 1, episode 3`. */
export function episodeNumberWords({ season, episode }: EpisodeNumbers): string {
  const words = [season == null ? null : `Season ${String(season)}`, episode == null ? null : `episode ${String(episode)}`].filter(Boolean).join(', ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where the episode is, in a sentence: `Published 26 Nov 2026, 18:00: in the English feed.` */
export function statusSentence(episode: { status: PodcastStatus; published_at?: string | null; language: PodcastLanguage }): string {
  const feed = `the ${LANGUAGE_LABEL[episode.language]} feed`;
  switch (episode.status) {
    case 'draft':
      return `Draft: not in ${feed}.`;
    case 'scheduled':
      return `Scheduled: joins ${feed} ${formatDateTime(episode.published_at)}, your time.`;
    case 'published':
      return `Published ${formatDateTime(episode.published_at)}: in ${feed}.`;
  }
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An instant as a `datetime-local` value in the browser's time zone, to the minute; empty for none. */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time) as an ISO instant in UTC, or null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Why `value` cannot be a publication time to schedule for: empty, not a time, or not in the
 * future (Publish now is for that); null when it can.
 */
export function scheduleProblem(value: string, now = Date.now()): string | null {
  const at = fromLocalInput(value);
  if (at === null) return 'Choose the date and time it goes live.';
  if (new Date(at).getTime() <= now) return 'Choose a time in the future, or use Publish now.';
  return null;
}

/** The episodes the filters match, in words: `3 scheduled Romanian episodes`. */
export function describeEpisodes({ status, language }: EpisodeFilter, total: number): string {
  const which = [status === 'all' ? null : status, language ? LANGUAGE_LABEL[language] : null].filter(Boolean).join(' ');
  return `${total.toLocaleString('en')} ${which ? `${which} ` : ''}episode${total === 1 ? '' : 's'}`;
}

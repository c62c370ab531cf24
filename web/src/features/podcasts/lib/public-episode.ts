/** What the public pages show of an episode, kept small: it is the pages' hydration data too. */
import { episodePath } from '../../../config/paths';
import type { PodcastEpisode } from '../api/types';
import { decodeEntities } from '../../../lib/html-entities';

/** What the player needs. */
export interface PlayableEpisode {
  id: number;
  title: string;
  audio_url: string;
  audio_type: string;
  /** As the server read it from the file; the player's length until the audio's own is known. */
  duration_seconds: number | null;
}

/** An episode's card: its facts, and its description's opening as plain text. */
export interface EpisodeSummary extends PlayableEpisode {
  slug: string;
  language: PodcastEpisode['language'];
  image_url: string | null;
  season: number | null;
  episode: number | null;
  explicit: boolean;
  published_at: string | null;
  summary: string;
}

/** An episode's page: the card's facts and the whole description (sanitised HTML). */
export interface EpisodeContent extends EpisodeSummary {
  description: string;
}

/** Just what a page needs to link to an episode. */
export type EpisodeLink = Pick<PodcastEpisode, 'id' | 'slug' | 'title' | 'language'>;

/** How much of the description a card shows. */
const SUMMARY_CHARS = 180;

/**
 * Sanitised HTML as the text it shows: blocks and line breaks become spaces, entities are
 * decoded, white space is collapsed. Plain string work, so the prerender gets the same text.
 */
export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(?:br|\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|figure|figcaption|pre|table|tr|td|th))\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut to at most `max` characters at a word's end, with an ellipsis when cut. */
export function shorten(text: string, max = SUMMARY_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export function toEpisodeSummary(episode: PodcastEpisode): EpisodeSummary {
  const { id, slug, title, language, audio_url, audio_type, explicit } = episode;
  return {
    id,
    slug,
    title,
    language,
    audio_url,
    audio_type,
    explicit,
    duration_seconds: episode.duration_seconds ?? null,
    image_url: episode.image_url ?? null,
    season: episode.season ?? null,
    episode: episode.episode ?? null,
    published_at: episode.published_at ?? null,
    summary: shorten(plainText(episode.description)),
  };
}

export function toEpisodeContent(episode: PodcastEpisode): EpisodeContent {
  return { ...toEpisodeSummary(episode), description: episode.description };
}

export function toEpisodeLink(episode: PodcastEpisode): EpisodeLink {
  const { id, slug, title, language } = episode;
  return { id, slug, title, language };
}

/** An episode's page: the card's title links there. */
export function episodeLinkPath(link: Pick<EpisodeLink, 'id' | 'slug' | 'language'>): string {
  return episodePath(link.language, link.id, link.slug);
}

/** A length in whole minutes for people: at least 1. */
export function minutesOf(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

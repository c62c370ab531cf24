/** Structured data for an episode's page (schema.org PodcastEpisode, in its PodcastSeries). */
import { absoluteUrl, episodePath, podcastFeedPath, podcastPath } from '../../../config/paths';
import type { Json } from '../../../lib/json-ld';
import { isoDuration } from './duration';
import type { EpisodeSummary } from './public-episode';

export function podcastEpisodeJsonLd(episode: EpisodeSummary, showName: string, siteUrl?: string): Record<string, Json> {
  const { language: lang } = episode;
  const url = absoluteUrl(episodePath(lang, episode.id, episode.slug), siteUrl);
  const audio: Record<string, Json> = {
    '@type': 'AudioObject',
    contentUrl: absoluteUrl(episode.audio_url, siteUrl),
    encodingFormat: episode.audio_type,
  };
  const data: Record<string, Json> = {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.title,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: lang,
    associatedMedia: audio,
    partOfSeries: {
      '@type': 'PodcastSeries',
      name: showName,
      url: absoluteUrl(podcastPath(lang), siteUrl),
      webFeed: absoluteUrl(podcastFeedPath(lang), siteUrl),
    },
  };
  if (episode.summary) data.description = episode.summary;
  if (episode.published_at) data.datePublished = episode.published_at;
  if (episode.duration_seconds) {
    data.duration = isoDuration(episode.duration_seconds);
    audio.duration = data.duration;
  }
  if (episode.episode !== null) data.episodeNumber = episode.episode;
  if (episode.season !== null) data.partOfSeason = { '@type': 'PodcastSeason', seasonNumber: episode.season };
  if (episode.image_url) data.image = absoluteUrl(episode.image_url, siteUrl);
  return data;
}

import { describe, expect, it } from 'vitest';
import { podcastEpisode } from '../testing/podcasts-api';
import { podcastEpisodeJsonLd } from './json-ld';
import { toEpisodeSummary } from './public-episode';

describe('podcastEpisodeJsonLd', () => {
  it('describes the episode as a schema.org PodcastEpisode of the language’s show, with absolute URLs', () => {
    const episode = toEpisodeSummary(
      podcastEpisode(4, { status: 'published', published_at: '2026-11-21T07:00:00Z', season: 2, episode: 5, image_url: '/media/cover.jpg', language: 'ro', slug: 'stirile-zilei' }),
    );
    expect(podcastEpisodeJsonLd(episode, 'Podcastul Știri', 'https://news.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: 'Episode 4',
      description: 'The day’s news.',
      url: 'https://news.example/ro/podcast/4/stirile-zilei',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://news.example/ro/podcast/4/stirile-zilei' },
      inLanguage: 'ro',
      datePublished: '2026-11-21T07:00:00Z',
      duration: 'PT42M5S',
      episodeNumber: 5,
      partOfSeason: { '@type': 'PodcastSeason', seasonNumber: 2 },
      image: 'https://news.example/media/cover.jpg',
      associatedMedia: {
        '@type': 'AudioObject',
        contentUrl: 'https://news.example/media/audio/0004abcdef.mp3',
        encodingFormat: 'audio/mpeg',
        duration: 'PT42M5S',
      },
      partOfSeries: {
        '@type': 'PodcastSeries',
        name: 'Podcastul Știri',
        url: 'https://news.example/ro/podcast',
        webFeed: 'https://news.example/ro/podcast/feed.xml',
      },
    });
  });

  it('leaves out what the episode lacks', () => {
    const episode = toEpisodeSummary(podcastEpisode(4, { description: '', duration_seconds: null, season: null, episode: null }));
    const data = podcastEpisodeJsonLd(episode, 'News Podcast');
    for (const absent of ['description', 'datePublished', 'duration', 'episodeNumber', 'partOfSeason', 'image']) {
      expect(data).not.toHaveProperty(absent);
    }
    expect(data.url).toBe('/en/podcast/4/episode-4');
  });
});

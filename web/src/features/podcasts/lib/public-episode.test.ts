import { describe, expect, it } from 'vitest';
import { podcastEpisode } from '../testing/podcasts-api';
import { episodeLinkPath, minutesOf, plainText, shorten, toEpisodeContent, toEpisodeSummary } from './public-episode';

describe('a description as plain text', () => {
  it('keeps the words, a space between blocks, and decodes entities', () => {
    expect(plainText('<p>The <strong>day’s</strong> news.</p><p>Markets &amp; “quotes”&nbsp;today</p>')).toBe('The day’s news. Markets & “quotes” today');
    expect(plainText('<ul><li>One</li><li>Two</li></ul>Line<br>break')).toBe('One Two Line break');
    expect(plainText('&#x219;i &#351;i &lt;tag&gt; &bogus;')).toBe('și şi <tag> &bogus;');
    expect(plainText('')).toBe('');
  });

  it('is cut at a word with an ellipsis', () => {
    expect(shorten('Short enough.', 20)).toBe('Short enough.');
    expect(shorten('The council voted seven to two in favour of the park.', 30)).toBe('The council voted seven to…');
    expect(shorten('The council, voted', 13)).toBe('The council…');
    expect(shorten('Supercalifragilistic', 10)).toBe('Supercalif…');
  });
});

describe('an episode for the public pages', () => {
  it('keeps what a card shows, the description as a short text', () => {
    const episode = podcastEpisode(4, {
      status: 'published',
      published_at: '2026-11-21T07:00:00Z',
      description: `<p>${'Word '.repeat(60)}</p>`,
      season: null,
    });
    const summary = toEpisodeSummary(episode);
    expect(summary).toEqual({
      id: 4,
      slug: 'episode-4',
      title: 'Episode 4',
      language: 'en',
      audio_url: '/media/audio/0004abcdef.mp3',
      audio_type: 'audio/mpeg',
      explicit: false,
      duration_seconds: 2525,
      image_url: null,
      season: null,
      episode: 4,
      published_at: '2026-11-21T07:00:00Z',
      summary: `${'Word '.repeat(36).trim()}…`,
    });
    expect(summary).not.toHaveProperty('guid');
    expect(toEpisodeContent(episode).description).toBe(episode.description);
    expect(episodeLinkPath(summary)).toBe('/en/podcast/4/episode-4');
  });

  it('says its length in whole minutes, at least one', () => {
    expect(minutesOf(2525)).toBe(42);
    expect(minutesOf(1)).toBe(1);
    expect(minutesOf(90)).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { podcastAudio, podcastEpisode } from '../testing/podcasts-api';
import {
  audioTypeOf,
  checkDraft,
  draftFromEpisode,
  episodeInput,
  isBlankHtml,
  newDraft,
  refusedFields,
  splitFieldMessage,
  withUpload,
  type EpisodeDraft,
} from './episode-form';

const uploaded = (overrides: Partial<EpisodeDraft> = {}): EpisodeDraft => ({ ...withUpload(newDraft(), podcastAudio()), title: 'Morning briefing', ...overrides });
const linked = (overrides: Partial<EpisodeDraft> = {}): EpisodeDraft => ({ ...newDraft(), source: 'url', title: 'Morning briefing', url: 'https://cdn.example.org/ep-12.mp3', ...overrides });

describe('the episode form’s body', () => {
  it('sends an upload’s audio as the server answered it, every field given, the text trimmed', () => {
    expect(
      episodeInput(
        uploaded({
          title: '  Morning briefing  ',
          description: '<p>The day’s news.</p>',
          imageUrl: ' /media/uploads/a1/1600.webp ',
          language: 'ro',
          season: ' 1 ',
          episode: '3',
          explicit: true,
          articleId: '42',
          linkedEpisodeId: '',
        }),
      ),
    ).toEqual({
      title: 'Morning briefing',
      description: '<p>The day’s news.</p>',
      audio_url: '/media/audio/5f1d2e3c4b5a69788796.mp3',
      audio_type: 'audio/mpeg',
      audio_bytes: 16_680,
      duration_seconds: 1,
      image_url: '/media/uploads/a1/1600.webp',
      language: 'ro',
      season: 1,
      episode: 3,
      explicit: true,
      article_id: 42,
      linked_episode_id: null,
    });
  });

  it('sends an address elsewhere with its type from the name and the length typed', () => {
    expect(episodeInput(linked({ duration: '42:05' }))).toMatchObject({
      audio_url: 'https://cdn.example.org/ep-12.mp3',
      audio_type: 'audio/mpeg',
      audio_bytes: null,
      duration_seconds: 2525,
    });
    expect(episodeInput(linked({ url: ' https://cdn.example.org/ep-12.m4a?token=1 ', duration: '' }))).toMatchObject({
      audio_url: 'https://cdn.example.org/ep-12.m4a?token=1',
      audio_type: 'audio/mp4',
      duration_seconds: null,
    });
    // An upload kept aside is not sent while the address is chosen.
    expect(episodeInput({ ...linked(), uploaded: podcastAudio() }).audio_url).toBe('https://cdn.example.org/ep-12.mp3');
  });

  it('sends an empty description for an empty editor', () => {
    expect(episodeInput(uploaded({ description: '<p></p>' })).description).toBe('');
    expect(isBlankHtml('<p>&nbsp; </p><p></p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/a.png" alt="A"></p>')).toBe(false);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
  });

  it('starts from an episode’s own values and sends them back unchanged', () => {
    const episode = podcastEpisode(7, {
      language: 'ro',
      season: null,
      episode: 12,
      explicit: true,
      image_url: 'https://cdn.example.org/cover.jpg',
      article_id: 42,
      linked_episode_id: 6,
    });
    const draft = draftFromEpisode(episode);
    expect(draft).toMatchObject({ source: 'upload', season: '', episode: '12', articleId: '42', linkedEpisodeId: '6', imageUrl: 'https://cdn.example.org/cover.jpg' });
    expect(episodeInput(draft)).toEqual({
      title: episode.title,
      description: episode.description,
      audio_url: episode.audio_url,
      audio_type: 'audio/mpeg',
      audio_bytes: 40_420_000,
      duration_seconds: 2525,
      image_url: 'https://cdn.example.org/cover.jpg',
      language: 'ro',
      season: null,
      episode: 12,
      explicit: true,
      article_id: 42,
      linked_episode_id: 6,
    });
  });

  it('keeps an address’s type and size while the address stays, and drops the size when it changes', () => {
    const episode = podcastEpisode(8, { audio_url: 'https://cdn.example.org/feed/8', audio_type: 'audio/mp4', audio_bytes: 9000, duration_seconds: 3723 });
    const draft = draftFromEpisode(episode);
    expect(draft).toMatchObject({ source: 'url', url: 'https://cdn.example.org/feed/8', duration: '1:02:03', uploaded: null });
    expect(episodeInput(draft)).toMatchObject({ audio_type: 'audio/mp4', audio_bytes: 9000, duration_seconds: 3723 });
    expect(episodeInput({ ...draft, url: 'https://cdn.example.org/feed/9' })).toMatchObject({ audio_type: null, audio_bytes: null });
  });

  it('reads the type of audio from an address’s file name', () => {
    expect(audioTypeOf('https://cdn.example.org/a.MP3')).toBe('audio/mpeg');
    expect(audioTypeOf('https://cdn.example.org/a.m4a?x=1#t')).toBe('audio/mp4');
    expect(audioTypeOf('https://cdn.example.org/a.mp4')).toBe('audio/mp4');
    expect(audioTypeOf('https://cdn.example.org/stream')).toBeNull();
  });
});

describe('the episode form’s checks', () => {
  it('asks for a title and the audio', () => {
    expect(checkDraft(uploaded())).toEqual({});
    expect(checkDraft(newDraft())).toEqual({
      title: 'Give the episode a title.',
      audio: 'Upload the episode’s audio, or give its address elsewhere.',
    });
    expect(checkDraft(uploaded({ title: 'x'.repeat(301) })).title).toBe('Keep the title to 300 characters.');
  });

  it('checks an address elsewhere and its length', () => {
    expect(checkDraft(linked({ duration: '42:05' }))).toEqual({});
    expect(checkDraft(linked({ url: 'ftp://cdn.example.org/a.mp3', duration: '42' }))).toEqual({
      url: 'Give the audio’s full address, starting with https:// or http://.',
      duration: 'Write the length as mm:ss or h:mm:ss, e.g. 42:05 or 1:02:03.',
    });
    expect(checkDraft(linked({ url: '/media/audio/a.mp3' })).url).toBeDefined();
  });

  it('checks the cover, the numbers and the links', () => {
    expect(checkDraft(uploaded({ imageUrl: '/media/uploads/a/1600.webp', season: '2', episode: '10', articleId: '1', linkedEpisodeId: '9' }))).toEqual({});
    expect(checkDraft(uploaded({ imageUrl: 'javascript:alert(1)', season: '0', episode: '1.5', articleId: 'abc', linkedEpisodeId: '-3' }))).toEqual({
      image: 'Give the cover’s full address (https://…) or a file of this site (/media/…).',
      season: 'The season is a whole number from 1.',
      episode: 'The episode number is a whole number from 1.',
      article: 'An article’s ID is a whole number, e.g. 42.',
      linked: 'An episode’s ID is a whole number, e.g. 7.',
    });
    expect(checkDraft(uploaded({ imageUrl: '//evil.example/a.png' })).image).toBeDefined();
  });
});

describe('the server’s refusals', () => {
  it('go beside the field they name, as a sentence; the audio’s beside the control in use', () => {
    expect(splitFieldMessage('title: the title must be 1 to 300 characters', 'upload')).toEqual({ field: 'title', text: 'The title must be 1 to 300 characters.' });
    expect(splitFieldMessage('audio_url: the audio must be an upload or an http(s) address', 'url').field).toBe('url');
    expect(splitFieldMessage('audio_url: the audio must be an upload or an http(s) address', 'upload').field).toBe('audio');
    expect(splitFieldMessage('duration_seconds: duration_seconds must not be negative', 'url').field).toBe('duration');
    expect(splitFieldMessage('image_url: the cover must be an upload or an http(s) address', 'upload').field).toBe('image');
    expect(splitFieldMessage('article_id: there is no article 999', 'upload')).toEqual({ field: 'article', text: 'There is no article 999.' });
    expect(splitFieldMessage('linked_episode_id: an episode cannot be its own translation', 'upload').field).toBe('linked');
    expect(splitFieldMessage('Failed to parse the request body as JSON', 'upload')).toEqual({ field: null, text: 'Failed to parse the request body as JSON.' });
  });

  it('are the form’s for any 4xx, and nobody’s for a failure of the server or the network', () => {
    expect(refusedFields(new ApiError(422, 'invalid_field', 'season: season must not be negative'), 'upload')).toEqual({ season: 'Season must not be negative.' });
    expect(refusedFields(new ApiError(409, 'conflict', 'Someone else changed it.'), 'upload')).toEqual({ form: 'Someone else changed it.' });
    expect(refusedFields(new ApiError(500, 'internal', 'boom'), 'upload')).toBeNull();
    expect(refusedFields(new ApiError(0, 'network_error', 'offline'), 'upload')).toBeNull();
  });
});

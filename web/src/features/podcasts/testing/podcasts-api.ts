/** The podcast API as the tests meet it: fetch replaced, episodes made up, uploads answered by hand. */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Handler } from '../../../testing/api-mock';
import { respond } from '../../../testing/api-mock';
import { uploadAudio } from '../api/upload-audio';
import type { PodcastAudio, PodcastEpisode } from '../api/types';

export { mockFetch, respond } from '../../../testing/api-mock';
export { polyfillDialog } from '../../../testing/dialog';

export function podcastEpisode(id: number, overrides: Partial<PodcastEpisode> = {}): PodcastEpisode {
  return {
    id,
    title: `Episode ${String(id)}`,
    description: '<p>The day’s news.</p>',
    audio_url: `/media/audio/${String(id).padStart(4, '0')}abcdef.mp3`,
    audio_type: 'audio/mpeg',
    audio_bytes: 40_420_000,
    duration_seconds: 2525,
    image_url: null,
    language: 'en',
    season: 1,
    episode: id,
    explicit: false,
    status: 'draft',
    published_at: null,
    article_id: null,
    linked_episode_id: null,
    guid: `urn:uuid:00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    slug: `episode-${String(id)}`,
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

/** What the server answers an upload of the 40-frame MP3 the browser test makes (1.04 s). */
export function podcastAudio(overrides: Partial<PodcastAudio> = {}): PodcastAudio {
  return { audio_url: '/media/audio/5f1d2e3c4b5a69788796.mp3', audio_type: 'audio/mpeg', audio_bytes: 16_680, duration_seconds: 1, ...overrides };
}

/** `GET /admin/podcasts` over `episodes()`: filtered by status and language, paged by limit and offset. */
export function episodesRoute(episodes: () => PodcastEpisode[]): Handler {
  return (url) => {
    const status = url.searchParams.get('status');
    const language = url.searchParams.get('language');
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const matching = episodes().filter((episode) => (!status || episode.status === status) && (!language || episode.language === language));
    return respond(200, { items: matching.slice(offset, offset + limit), total: matching.length });
  };
}

/** An upload the test moves along by hand. */
export interface FakeUpload {
  file: File;
  signal: AbortSignal | undefined;
  /** Reports `fraction` (0 to 1) of the file sent. */
  progress: (fraction: number) => void;
  /** The server's answer. */
  finish: (audio: PodcastAudio) => Promise<void>;
  /** The upload's failure (an ApiError, as uploadAudio throws them). */
  fail: (error: Error) => Promise<void>;
}

/**
 * Answers `uploadAudio` by hand: each call is added to the list returned, for the test to report
 * progress on and finish. The test file must mock the module first:
 * `vi.mock('…/features/podcasts/api/upload-audio', async (original) => ({ ...(await original()), uploadAudio: vi.fn() }))`.
 */
export function fakeUploads(): FakeUpload[] {
  const uploads: FakeUpload[] = [];
  vi.mocked(uploadAudio).mockImplementation(
    (file, { onProgress, signal } = {}) =>
      new Promise<PodcastAudio>((resolve, reject) => {
        signal?.addEventListener('abort', () => {
          reject(signal.reason as Error);
        });
        uploads.push({
          file,
          signal,
          progress: (fraction) => {
            act(() => {
              onProgress?.(fraction);
            });
          },
          finish: async (audio) => {
            await act(async () => {
              resolve(audio);
              await Promise.resolve();
            });
          },
          fail: async (error) => {
            await act(async () => {
              reject(error);
              await Promise.resolve();
            });
          },
        });
      }),
  );
  return uploads;
}

/** A File of `size` bytes without allocating them. */
export function fakeFile(name: string, type: string, size = 16_680): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

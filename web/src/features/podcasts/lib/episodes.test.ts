import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../components/admin/format';
import { podcastEpisode } from '../testing/podcasts-api';
import { describeEpisodes, episodeNumber, episodeNumberWords, fromLocalInput, scheduleProblem, statusSentence, toLocalInput } from './episodes';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('an episode in words', () => {
  it('names its place in the show', () => {
    expect(episodeNumber({ season: 1, episode: 3 })).toBe('S1 · E3');
    expect(episodeNumber({ season: null, episode: 12 })).toBe('E12');
    expect(episodeNumber({ season: 2, episode: null })).toBe('S2');
    expect(episodeNumber({ season: null, episode: null })).toBe('');
    expect(episodeNumberWords({ season: 1, episode: 3 })).toBe('Season 1, episode 3');
    expect(episodeNumberWords({ season: null, episode: 12 })).toBe('Episode 12');
  });

  it('says where it is, and in which feed', () => {
    expect(statusSentence(podcastEpisode(1))).toBe('Draft: not in the English feed.');
    const at = '2026-12-01T07:00:00Z';
    expect(statusSentence(podcastEpisode(1, { status: 'scheduled', published_at: at, language: 'ro' }))).toBe(
      `Scheduled: joins the Romanian feed ${formatDateTime(at)}, your time.`,
    );
    expect(statusSentence(podcastEpisode(1, { status: 'published', published_at: at }))).toBe(`Published ${formatDateTime(at)}: in the English feed.`);
  });

  it('sums up what the list shows', () => {
    expect(describeEpisodes({ status: 'all', language: '' }, 3)).toBe('3 episodes');
    expect(describeEpisodes({ status: 'scheduled', language: 'ro' }, 1)).toBe('1 scheduled Romanian episode');
    expect(describeEpisodes({ status: 'all', language: 'en' }, 1200)).toBe('1,200 English episodes');
  });
});

describe('the publication time', () => {
  it('goes from the browser’s time to an instant in UTC, and back', () => {
    const local = '2026-12-01T09:30';
    const iso = fromLocalInput(local);
    expect(iso).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(toLocalInput(iso)).toBe(local);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a time')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
  });

  it('is for later, to schedule', () => {
    const now = new Date(2026, 10, 26, 12, 0).getTime();
    expect(scheduleProblem('', now)).toBe('Choose the date and time it goes live.');
    expect(scheduleProblem('2026-11-26T11:59', now)).toBe('Choose a time in the future, or use Publish now.');
    expect(scheduleProblem('2026-11-26T12:00', now)).toBe('Choose a time in the future, or use Publish now.');
    expect(scheduleProblem('2026-11-26T12:01', now)).toBeNull();
  });
});

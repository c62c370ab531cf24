import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/api-mock';
import { renderRoute } from '../../testing/render';
import { episodesRoute, podcastEpisode } from '../../features/podcasts/testing/podcasts-api';
import type { PodcastEpisode } from '../../features/podcasts/api/types';
import { PodcastPage, loader } from './podcast';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

const route = { path: 'podcast', loader, Component: PodcastPage };

/** `count` published episodes of a language, newest (highest id) first. */
function published(count: number, language: 'en' | 'ro' = 'en'): PodcastEpisode[] {
  return Array.from({ length: count }, (_, index) =>
    podcastEpisode(count - index, { status: 'published', published_at: '2026-11-21T07:00:00Z', language, title: `Episode ${String(count - index)}` }),
  );
}

function serve(episodes: PodcastEpisode[]) {
  return mockFetch({ 'GET /podcasts': episodesRoute(() => episodes) });
}

beforeEach(() => {
  queryClient().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('podcast loader', () => {
  it('reads the page the address asks for, 10 episodes of the language a page, without their HTML', async () => {
    const fetchMock = serve(published(25));
    const data = await loader({ params: { lang: 'en' }, request: new Request('http://localhost/en/podcast?page=2'), context: undefined });
    if (!data) throw new Error('no data');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/podcasts?language=en&limit=10&offset=10');
    expect(data.page).toBe(2);
    expect(data.total).toBe(25);
    expect(data.episodes.map((episode) => episode.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(data.episodes[0]).not.toHaveProperty('description');
  });
});

describe('PodcastPage', () => {
  it('lists a page of episodes, each with its player, and pages through the rest', async () => {
    serve(published(25));
    renderRoute(route, '/en/podcast?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'News Podcast' })).toBeInTheDocument();
    expect(screen.getByText('25 episodes')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const [first, ...others] = screen.getAllByRole('article');
    if (!first) throw new Error('no episodes');
    expect(others).toHaveLength(9);
    expect(within(first).getByRole('heading', { level: 2, name: 'Episode 15' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Episode 15' })).toHaveAttribute('href', '/en/podcast/15/episode-15');
    expect(within(first).getByText('Season 1 · Episode 15')).toBeInTheDocument();
    expect(within(first).getByText('The day’s news.')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Play: Episode 15' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/en/podcast');
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/en/podcast?page=3');
  });

  it('links the language’s feed, for podcast apps', async () => {
    serve(published(2, 'ro'));
    renderRoute(route, '/ro/podcast');
    expect(await screen.findByRole('heading', { level: 1, name: 'Podcastul Știri' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'flux RSS' })).toHaveAttribute('href', '/ro/podcast/feed.xml');
    expect(screen.getByText(/Apple Podcasts/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagini' })).toBeNull();
  });

  it('says when there are no episodes yet', async () => {
    serve([]);
    renderRoute(route, '/en/podcast');
    expect(await screen.findByText('No episodes yet. Subscribe to the feed to get the first one as soon as it is out.')).toBeInTheDocument();
    expect(screen.getByText('0 episodes')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('leads a page past the end back to the first', async () => {
    serve(published(3));
    renderRoute(route, '/en/podcast?page=4');
    expect(await screen.findByText('This page is past the end of the list.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/en/podcast');
  });
});

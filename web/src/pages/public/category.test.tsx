import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryMenuItem } from '../../lib/api/types';
import { queryClient } from '../../lib/query-client';
import { mockFetch, respond } from '../../testing/api-mock';
import { summaryFixture } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render';
import { episodesRoute, podcastEpisode } from '../../features/podcasts/testing/podcasts-api';
import type { PodcastEpisode } from '../../features/podcasts/api/types';
import { CategoryPage, loader, type CategoryData } from './category';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

const route = { path: 'category/:category', loader, Component: CategoryPage };

function menu(lang: string): CategoryMenuItem[] {
  return ['news', 'podcast'].map((slug) => ({ category: slug, slug, name: slug === 'news' ? 'News' : 'Podcast', path: `/${lang}/category/${slug}`, subcategories: [] }));
}

const episodes = [7, 6, 5, 4].map((id) => podcastEpisode(id, { status: 'published', published_at: '2026-11-21T07:00:00Z', title: `Episode ${String(id)}` }));

function serve(podcasts: PodcastEpisode[]) {
  return mockFetch({
    'GET /categories': (url) => respond(200, { items: menu(url.searchParams.get('lang') ?? 'en') }),
    'GET /articles': () => respond(200, { items: [summaryFixture({ category: 'podcast' })], total: 1, limit: 10, offset: 0 }),
    'GET /podcasts': episodesRoute(() => podcasts),
  });
}

function requested(fetchMock: ReturnType<typeof serve>): string[] {
  return fetchMock.mock.calls.map(([url]) => url);
}

function loaderArgs(path: string) {
  const [, lang, , category] = path.split('/');
  return { params: { lang, category: category?.split('?')[0] }, request: new Request(`http://localhost${path}`), context: undefined };
}

beforeEach(() => {
  queryClient().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the podcast category', () => {
  it('loads the language’s 3 newest episodes on its first page', async () => {
    const fetchMock = serve(episodes);
    const data = (await loader(loaderArgs('/en/category/podcast'))) as CategoryData;
    expect(requested(fetchMock)).toContain('/api/v1/podcasts?language=en&limit=3');
    expect(data.status === 'found' && data.episodes.map((episode) => episode.id)).toEqual([7, 6, 5]);
  });

  it('asks for no episodes on its later pages, nor does any other category', async () => {
    const fetchMock = serve(episodes);
    const later = (await loader(loaderArgs('/en/category/podcast?page=2'))) as CategoryData;
    const news = (await loader(loaderArgs('/en/category/news'))) as CategoryData;
    expect(requested(fetchMock).filter((url) => url.startsWith('/api/v1/podcasts'))).toEqual([]);
    expect(later.status === 'found' && later.episodes).toEqual([]);
    expect(news.status === 'found' && news.episodes).toEqual([]);
  });

  it('still lists its articles when the episodes cannot be loaded', async () => {
    mockFetch({
      'GET /categories': () => respond(200, { items: menu('en') }),
      'GET /articles': () => respond(200, { items: [summaryFixture()], total: 1, limit: 10, offset: 0 }),
      'GET /podcasts': () => respond(400, { error: { code: 'bad_request', message: 'no' } }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = (await loader(loaderArgs('/en/category/podcast'))) as CategoryData;
    expect(data.status === 'found' && data.items).toHaveLength(1);
    expect(data.status === 'found' && data.episodes).toEqual([]);
  });

  it('shows the newest episodes above its articles, with the way to all of them and to the feed', async () => {
    serve(episodes);
    renderRoute(route, '/en/category/podcast');
    const section = await screen.findByRole('region', { name: 'Latest episodes' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Episode 7', 'Episode 6', 'Episode 5']);
    expect(within(section).getAllByRole('group', { name: /^Player: / })).toHaveLength(3);
    expect(within(section).getByRole('link', { name: /All episodes/ })).toHaveAttribute('href', '/en/podcast');
    expect(within(section).getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/en/podcast/feed.xml');
    const article = screen.getByRole('link', { name: 'City Council Approves New Park' });
    expect(section.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing more when there are no episodes', async () => {
    serve([]);
    renderRoute(route, '/en/category/podcast');
    expect(await screen.findByRole('heading', { level: 1, name: 'Podcast' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest episodes' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'RSS feed' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { mockFetch, respond } from '../../testing/api-mock';
import { articleFixture } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render';
import { episodesRoute, podcastEpisode } from '../../features/podcasts/testing/podcasts-api';
import { EpisodePage, getStaticPaths, languageHrefs, loader, type EpisodeData } from './episode';

// <Head> needs the provider that ViteReactSSG sets up; the head is not under test here.
vi.mock('vite-react-ssg', () => ({ Head: () => null }));

const published = { status: 'published' as const, published_at: '2026-11-21T07:00:00Z' };
const english = podcastEpisode(5, {
  ...published,
  title: 'The Morning Briefing',
  slug: 'the-morning-briefing',
  description: '<p>Today: <strong>the budget vote</strong>.</p>',
  season: 2,
  episode: 5,
  explicit: true,
  linked_episode_id: 6,
  article_id: 9,
});
const romanian = podcastEpisode(6, { ...published, title: 'Buletinul de dimineață', slug: 'buletinul-de-dimineata', language: 'ro', linked_episode_id: 5 });
const article = articleFixture({ id: 9, slug: 'budget-vote', title: 'Parliament Votes the Budget' });

function serveEpisodes() {
  return mockFetch({
    'GET /podcasts/5': () => respond(200, english),
    'GET /podcasts/6': () => respond(200, romanian),
    'GET /articles/9': () => respond(200, article),
  });
}

function loaderArgs(path: string) {
  const [, lang, , id, slug] = path.split('/');
  return { params: { lang, id, slug }, request: new Request(`http://localhost${path}`), context: undefined };
}

const route = { path: 'podcast/:id/:slug?', loader, Component: EpisodePage };

beforeEach(() => {
  // The loader's cache lives as long as the module: every test starts from an empty one.
  queryClient().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('episode loader', () => {
  it('loads the episode, its translation and its article', async () => {
    const fetchMock = serveEpisodes();
    const data = (await loader(loaderArgs('/en/podcast/5/the-morning-briefing'))) as EpisodeData;
    expect(data).toMatchObject({
      status: 'found',
      episode: { id: 5, title: 'The Morning Briefing', description: english.description, summary: 'Today: the budget vote.' },
      translation: { id: 6, slug: 'buletinul-de-dimineata', title: 'Buletinul de dimineață', language: 'ro' },
      article: { title: 'Parliament Votes the Budget', href: '/en/article/9/budget-vote' },
    });
    if (data.status === 'found') expect(data.episode).not.toHaveProperty('guid');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows the episode without a link when its translation or article is not published', async () => {
    mockFetch({ 'GET /podcasts/5': () => respond(200, english) });
    const data = (await loader(loaderArgs('/en/podcast/5/the-morning-briefing'))) as EpisodeData;
    expect(data).toMatchObject({ status: 'found', translation: null, article: null });
  });

  it('redirects another slug, no slug and the other language’s prefix to the episode’s own address', async () => {
    serveEpisodes();
    for (const path of ['/en/podcast/5/an-old-title', '/en/podcast/5', '/ro/podcast/5/the-morning-briefing']) {
      const result = await loader(loaderArgs(path));
      expect(result, path).toBeInstanceOf(Response);
      expect((result as Response).headers.get('Location')).toBe('/en/podcast/5/the-morning-briefing');
    }
  });

  it('does not find an episode the API does not publish, nor an id that is none', async () => {
    const fetchMock = mockFetch({});
    expect(await loader(loaderArgs('/en/podcast/404/gone'))).toEqual({ status: 'not-found' });
    expect(await loader(loaderArgs('/en/podcast/feed.xml'))).toEqual({ status: 'not-found' });
    expect(await loader(loaderArgs('/en/podcast/05'))).toEqual({ status: 'not-found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('EpisodePage', () => {
  it('shows the episode: its show, title, facts, player, description and article', async () => {
    serveEpisodes();
    renderRoute(route, '/en/podcast/5/the-morning-briefing');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Morning Briefing' })).toBeInTheDocument();
    const episode = screen.getByRole('article');
    expect(within(episode).getByRole('link', { name: 'News Podcast' })).toHaveAttribute('href', '/en/podcast');
    expect(within(episode).getByText('November 21, 2026')).toHaveAttribute('datetime', '2026-11-21T07:00:00Z');
    expect(within(episode).getByText('42 min')).toHaveAttribute('datetime', 'PT42M5S');
    expect(within(episode).getByText('Season 2 · Episode 5')).toBeInTheDocument();
    expect(within(episode).getByText('Explicit')).toBeInTheDocument();
    expect(within(episode).getByRole('group', { name: 'Player: The Morning Briefing' })).toBeInTheDocument();
    expect(within(episode).getByText('the budget vote').tagName).toBe('STRONG');
    expect(within(episode).getByRole('link', { name: 'Parliament Votes the Budget' })).toHaveAttribute('href', '/en/article/9/budget-vote');
    expect(within(episode).getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/en/podcast/feed.xml');
  });

  it('gives its head the canonical address, both languages’ versions, the feed and its JSON-LD', async () => {
    serveEpisodes();
    renderRoute(route, '/en/podcast/5/the-morning-briefing');
    await screen.findByRole('heading', { level: 1, name: 'The Morning Briefing' });
    const head = document.head;
    expect(document.title).toBe('The Morning Briefing | News');
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', '/en/podcast/5/the-morning-briefing');
    expect([...head.querySelectorAll('link[hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['en', '/en/podcast/5/the-morning-briefing'],
      ['ro', '/ro/podcast/6/buletinul-de-dimineata'],
      ['x-default', '/en/podcast/5/the-morning-briefing'],
    ]);
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Today: the budget vote.');
    expect(head.querySelector('link[type="application/rss+xml"][title="News Podcast"]')).toHaveAttribute('href', '/en/podcast/feed.xml');
    const jsonLd = JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'PodcastEpisode', name: 'The Morning Briefing', episodeNumber: 5 });
  });

  it('says so when there is no such episode', async () => {
    mockFetch({});
    renderRoute(route, '/ro/podcast/404/disparut');
    expect(await screen.findByRole('heading', { level: 1, name: 'Episodul nu a fost găsit' })).toBeInTheDocument();
    expect(screen.getByText('Episodul pe care îl căutați nu a putut fi găsit.')).toBeInTheDocument();
  });

  it('moves a wrong slug to the episode’s own address', async () => {
    serveEpisodes();
    const router = renderRoute(route, '/en/podcast/5/an-old-title');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Morning Briefing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/podcast/5/the-morning-briefing');
  });
});

describe('episode pages', () => {
  it('switch language to the translation, else to the other language’s episodes', () => {
    expect(languageHrefs({ status: 'not-found' })).toEqual({ en: '/en/podcast', ro: '/ro/podcast' });
    const found = { status: 'found', translation: { id: 6, slug: 'buletinul-de-dimineata', title: 'Buletinul', language: 'ro' } };
    expect(languageHrefs(found)).toEqual({ en: '/en/podcast', ro: '/ro/podcast/6/buletinul-de-dimineata' });
  });

  it('are prerendered for every published episode of both languages, read 100 at a time', async () => {
    const byLanguage = {
      en: Array.from({ length: 120 }, (_, index) => podcastEpisode(index + 1, published)),
      ro: [romanian],
    };
    const fetchMock = mockFetch({
      'GET /podcasts': (url) => episodesRoute(() => byLanguage[url.searchParams.get('language') as 'en' | 'ro'])(url, {}),
    });
    const paths = await getStaticPaths();
    expect(paths).toHaveLength(121);
    expect(paths).toContain('/en/podcast/1/episode-1');
    expect(paths).toContain('/en/podcast/120/episode-120');
    expect(paths).toContain('/ro/podcast/6/buletinul-de-dimineata');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

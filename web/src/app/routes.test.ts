import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as article from '../pages/public/article';
import * as episode from '../pages/public/episode';
import * as podcast from '../pages/public/podcast';
import * as search from '../pages/public/search';
import { routes } from './routes';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

function routeById(records: readonly RouteObject[], id: string): RouteObject | undefined {
  for (const record of records) {
    if (record.id === id) return record;
    const child = record.children ? routeById(record.children, id) : undefined;
    if (child) return child;
  }
  return undefined;
}

describe('routes', () => {
  it('keeps the article page in the main bundle and loads the search page with its loader on demand', async () => {
    const articleRoute = routeById(routes, 'article');
    expect(articleRoute?.loader).toBe(article.loader);
    expect(articleRoute?.lazy).toBeUndefined();

    const searchRoute = routeById(routes, 'search');
    expect(searchRoute?.Component).toBeUndefined();
    const loaded = await searchRoute?.lazy?.();
    expect(loaded?.loader).toBe(search.loader);
    expect(loaded?.Component).toBe(search.SearchPage);
  });

  it('links an article to its translation, else to the language homes', () => {
    expect(article.languageHrefs({ status: 'not-found' })).toEqual({ en: '/en', ro: '/ro' });
    const found = { status: 'found', translation: { id: 7, slug: 'parc-nou', title: 'Parc nou', language: 'ro' } };
    expect(article.languageHrefs(found)).toEqual({ en: '/en', ro: '/ro/article/7/parc-nou' });
  });

  it('loads the podcast pages on demand, an episode at any of its addresses', async () => {
    const index = await routeById(routes, 'podcast')?.lazy?.();
    expect(index?.loader).toBe(podcast.loader);
    expect(index?.Component).toBe(podcast.PodcastPage);
    for (const id of ['episode', 'episode-by-id']) {
      const route = routeById(routes, id);
      expect(route?.Component).toBeUndefined();
      const loaded = await route?.lazy?.();
      expect(loaded?.loader).toBe(episode.loader);
      expect(loaded?.Component).toBe(episode.EpisodePage);
      expect((loaded?.handle as { languageHrefs?: unknown } | undefined)?.languageHrefs).toBe(episode.languageHrefs);
    }
    // Only the canonical address is prerendered.
    expect(await routeById(routes, 'episode')?.lazy?.()).toHaveProperty('getStaticPaths', episode.getStaticPaths);
    expect(await routeById(routes, 'episode-by-id')?.lazy?.()).not.toHaveProperty('getStaticPaths');
  });
});

import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as article from './pages/public/article';
import * as home from './pages/public/home';
import { restoreOwnLoaders, routes } from './routes';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

describe('routes', () => {
  it('covers the public pages', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/:lang',
      '/:lang/article/:id/:slug',
      '/:lang/article/:id',
      '/:lang/reset-password',
      '*',
    ]);
  });

  it('gives the browser router each route’s own loader back', () => {
    // What vite-react-ssg does on a prerendered page: every route reads the build snapshot.
    const snapshotLoader = vi.fn();
    const replaced = routes.map((route) => ({ ...route, loader: snapshotLoader })) as RouteObject[];

    const restored = new Map(restoreOwnLoaders(replaced).map((route) => [route.id, route.loader]));

    expect(restored.get('home')).toBe(home.loader);
    expect(restored.get('article')).toBe(article.loader);
    expect(restored.get('article-by-id')).toBe(article.loader);
    expect(restored.get('root')).toBeUndefined();
    expect(restored.get('not-found')).toBeUndefined();
  });

  it('prerenders both home pages', () => {
    expect(home.getStaticPaths()).toEqual(['/en', '/ro']);
  });
});

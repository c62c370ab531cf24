import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as article from '../pages/public/article';
import * as home from '../pages/public/home';
import { restoreOwnLoaders, routes } from './routes';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

/** The route tree as vite-react-ssg hands it over on a prerendered page: every loader replaced. */
function withSnapshotLoaders(records: readonly RouteObject[], loader: RouteObject['loader']): RouteObject[] {
  return records.map((record) =>
    record.index
      ? { ...record, loader, index: true }
      : { ...record, loader, children: record.children ? withSnapshotLoaders(record.children, loader) : undefined },
  );
}

function loadersById(records: readonly RouteObject[], into = new Map<string, RouteObject['loader']>()) {
  for (const record of records) {
    if (record.id) into.set(record.id, record.loader);
    if (record.children) loadersById(record.children, into);
  }
  return into;
}

describe('routes', () => {
  it('gives the browser router each route’s own loader back', () => {
    const snapshotLoader = vi.fn();
    const restored = loadersById(restoreOwnLoaders(withSnapshotLoaders(routes, snapshotLoader)));

    expect(restored.get('home')).toBe(home.loader);
    expect(restored.get('article')).toBe(article.loader);
    expect(restored.get('article-by-id')).toBe(article.loader);
    expect(restored.get('root')).toBeUndefined();
    expect(restored.get('not-found')).toBeUndefined();
  });

  it('links an article to its translation, else to the language homes', () => {
    expect(article.languageHrefs({ status: 'not-found' })).toEqual({ en: '/en', ro: '/ro' });
    const found = { status: 'found', translation: { id: 7, slug: 'parc-nou', title: 'Parc nou', language: 'ro' } };
    expect(article.languageHrefs(found)).toEqual({ en: '/en', ro: '/ro/article/7/parc-nou' });
  });
});

import { describe, expect, it } from 'vitest';
import type { CategoryMenuItem } from '../../../lib/api/types';
import { resolveCategory } from './resolve-category';

const ro: CategoryMenuItem[] = [
  { category: 'news', slug: 'stiri', name: 'Știri', path: '/ro/category/stiri', subcategories: [] },
  { category: 'tech', slug: 'tehnologie', name: 'Tehnologie', path: '/ro/category/tehnologie', subcategories: [] },
];

describe('resolveCategory', () => {
  it('uses the localized entry from the categories API', () => {
    expect(resolveCategory('news', 'ro', ro)).toEqual({ name: 'Știri', href: '/ro/category/stiri' });
    expect(resolveCategory('tech', 'ro', ro)).toEqual({ name: 'Tehnologie', href: '/ro/category/tehnologie' });
  });

  it('matches English categories by their canonical slug', () => {
    const en: CategoryMenuItem[] = [{ category: 'news', slug: 'news', name: 'World News', path: '/en/category/news', subcategories: [] }];
    expect(resolveCategory('news', 'en', en)).toEqual({ name: 'World News', href: '/en/category/news' });
  });

  it('falls back to the built-in table, then to the canonical name', () => {
    expect(resolveCategory('politics', 'ro', [])).toEqual({ name: 'Politică', href: '/ro/category/politica' });
    expect(resolveCategory('opinion', 'en', [])).toEqual({ name: 'Opinion', href: '/en/category/opinion' });
    expect(resolveCategory('real-estate', 'en', [])).toEqual({ name: 'Real Estate', href: '/en/category/real-estate' });
  });
});

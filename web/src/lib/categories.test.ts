import { describe, expect, it } from 'vitest';
import type { Category } from './api-types';
import { resolveCategory } from './categories';

const ro: Category[] = [
  { slug: 'stiri', name: 'Știri', path: '/ro/category/stiri', subcategories: [] },
  { slug: 'tehnologie', name: 'Tehnologie', path: '/ro/category/tehnologie', subcategories: [] },
];

describe('resolveCategory', () => {
  it('uses the localized entry from the categories API', () => {
    expect(resolveCategory('news', 'ro', ro)).toEqual({ name: 'Știri', href: '/ro/category/stiri' });
    expect(resolveCategory('tech', 'ro', ro)).toEqual({ name: 'Tehnologie', href: '/ro/category/tehnologie' });
  });

  it('matches English categories by their canonical slug', () => {
    const en: Category[] = [{ slug: 'news', name: 'World News', path: '/en/category/news', subcategories: [] }];
    expect(resolveCategory('news', 'en', en)).toEqual({ name: 'World News', href: '/en/category/news' });
  });

  it('falls back to the built-in table, then to the canonical name', () => {
    expect(resolveCategory('politics', 'ro', [])).toEqual({ name: 'Politică', href: '/ro/category/politica' });
    expect(resolveCategory('opinion', 'en', [])).toEqual({ name: 'Opinion', href: '/en/category/opinion' });
    expect(resolveCategory('real-estate', 'en', [])).toEqual({ name: 'Real Estate', href: '/en/category/real-estate' });
  });
});

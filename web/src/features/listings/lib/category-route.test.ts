import { describe, expect, it } from 'vitest';
import type { CategoryMenuItem } from '../../../lib/api/types';
import { menuListingPaths, resolveCategoryRoute, type CategoryMenus } from './category-route';

const SUB_NAMES: Record<'en' | 'ro', Record<string, string>> = {
  en: { local: 'Local', national: 'National', international: 'International' },
  ro: { local: 'Local', national: 'Național', international: 'Internațional' },
};
const subs = (lang: 'en' | 'ro', slug: string) =>
  ['local', 'national', 'international'].map((sub) => ({
    slug: sub,
    name: SUB_NAMES[lang][sub] ?? sub,
    path: `/${lang}/category/${slug}/${sub}`,
  }));

function item(lang: 'en' | 'ro', category: string, slug: string, name: string, withSubs = false): CategoryMenuItem {
  return { category, slug, name, path: `/${lang}/category/${slug}`, subcategories: withSubs ? subs(lang, slug) : [] };
}

const menus: CategoryMenus = {
  en: [item('en', 'news', 'news', 'News'), item('en', 'politics', 'politics', 'Politics', true), item('en', 'tech', 'tech', 'Tech')],
  ro: [item('ro', 'news', 'stiri', 'Știri'), item('ro', 'politics', 'politica', 'Politică', true), item('ro', 'tech', 'tehnologie', 'Tehnologie')],
};

describe('resolveCategoryRoute', () => {
  it('finds a category by this language slug, with both languages paths', () => {
    expect(resolveCategoryRoute('ro', 'stiri', undefined, menus)).toEqual({
      kind: 'found',
      category: { canonical: 'news', name: 'Știri', paths: { en: '/en/category/news', ro: '/ro/category/stiri' },
        parentPath: '/ro/category/stiri',
        subcategory: null,
      },
    });
  });

  it('finds a subcategory', () => {
    const route = resolveCategoryRoute('ro', 'politica', 'national', menus);
    expect(route).toMatchObject({
      kind: 'found',
      category: { canonical: 'politics', name: 'Politică', subcategory: { slug: 'national', name: 'Național' } },
    });
    if (route.kind === 'found') expect(route.category.paths.en).toBe('/en/category/politics/national');
  });

  it("redirects the other language's slug and aliases to this language's slug", () => {
    expect(resolveCategoryRoute('en', 'stiri', undefined, menus)).toEqual({ kind: 'redirect', to: '/en/category/news' });
    expect(resolveCategoryRoute('ro', 'politics', 'local', menus)).toEqual({ kind: 'redirect', to: '/ro/category/politica/local' });
    expect(resolveCategoryRoute('en', 'technology', undefined, menus)).toEqual({ kind: 'redirect', to: '/en/category/tech' });
    expect(resolveCategoryRoute('en', 'NEWS', undefined, menus)).toEqual({ kind: 'redirect', to: '/en/category/news' });
  });

  it('names categories outside the menu from the spec table', () => {
    expect(resolveCategoryRoute('ro', 'stiinta', undefined, menus)).toMatchObject({
      kind: 'found',
      category: { canonical: 'science', name: 'Știință', paths: { en: '/en/category/science', ro: '/ro/category/stiinta' } },
    });
    expect(resolveCategoryRoute('ro', 'science', undefined, menus)).toEqual({ kind: 'redirect', to: '/ro/category/stiinta' });
  });

  it('does not find unknown categories or subcategories', () => {
    expect(resolveCategoryRoute('en', 'nonsense', undefined, menus)).toEqual({ kind: 'not-found' });
    expect(resolveCategoryRoute('en', 'news', 'local', menus)).toEqual({ kind: 'not-found' });
    expect(resolveCategoryRoute('en', 'politics', 'galactic', menus)).toEqual({ kind: 'not-found' });
  });
});

describe('menuListingPaths', () => {
  it('lists categories and subcategories', () => {
    expect(menuListingPaths('ro', menus.ro)).toEqual([
      '/ro/category/stiri',
      '/ro/category/politica',
      '/ro/category/politica/local',
      '/ro/category/politica/national',
      '/ro/category/politica/international',
      '/ro/category/tehnologie',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizePath, selectLanguage, switchLanguagePath } from './language-path';

describe('language in paths (spec §2)', () => {
  it.each([
    ['/en/article/5/x', 'ro', '/ro/article/5/x'],
    ['/ro', 'en', '/en'],
    ['/', 'ro', '/ro'],
    ['', 'en', '/en'],
    ['/search', 'ro', '/ro/search'],
    ['//en//category///news/', 'ro', '/ro/category/news'],
  ])('switching %j to %s gives %j', (path, lang, expected) => {
    expect(switchLanguagePath(path, lang as 'en' | 'ro')).toBe(expected);
  });

  it('collapses repeated slashes and drops a trailing slash', () => {
    expect(normalizePath('//a///b/')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('selects the path language, then the saved one, then English', () => {
    expect(selectLanguage('/ro/about', 'en')).toBe('ro');
    expect(selectLanguage('/about', 'ro')).toBe('ro');
    expect(selectLanguage('/about', 'fr')).toBe('en');
    expect(selectLanguage('/about', null)).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  articlePath,
  categoryPath,
  episodePath,
  homePath,
  parseArticleId,
  podcastFeedPath,
  podcastPath,
  slugify,
} from './paths';

describe('slugify', () => {
  it('lowercases and joins words with dashes', () => {
    expect(slugify('City Council Approves New Park')).toBe('city-council-approves-new-park');
    expect(slugify('  Hello,   World!  ')).toBe('hello-world');
    expect(slugify('Markets & “quotes” — 2026')).toBe('markets-quotes-2026');
  });

  it('folds Romanian and other diacritics', () => {
    expect(slugify('Știri în România: țară și oraș')).toBe('stiri-in-romania-tara-si-oras');
    expect(slugify('Ăîâșț ĂÎÂȘȚ')).toBe('aiast-aiast');
    expect(slugify('Crème brûlée straße')).toBe('creme-brulee-strasse');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('—!?')).toBe('');
  });
});

describe('hrefs', () => {
  it('builds home and article paths', () => {
    expect(homePath('en')).toBe('/en');
    expect(homePath('ro')).toBe('/ro');
    expect(articlePath('en', 5, 'some-slug')).toBe('/en/article/5/some-slug');
    expect(articlePath('ro', 12, 'Știre Nouă')).toBe('/ro/article/12/stire-noua');
    expect(articlePath('en', 7)).toBe('/en/article/7');
    expect(articlePath('en', 8, 'Kept-As-Is_2026')).toBe('/en/article/8/Kept-As-Is_2026');
    expect(articlePath('en', 9, 'a/b?c')).toBe('/en/article/9/a-b-c');
    expect(articlePath('en', 10, '..')).toBe('/en/article/10');
    expect(articlePath('en', 7, '')).toBe('/en/article/7');
  });

  it('builds podcast paths, with the article slug rule for episodes', () => {
    expect(podcastPath('en')).toBe('/en/podcast');
    expect(podcastPath('ro')).toBe('/ro/podcast');
    expect(podcastFeedPath('ro')).toBe('/ro/podcast/feed.xml');
    expect(episodePath('en', 4, 'the-morning-briefing')).toBe('/en/podcast/4/the-morning-briefing');
    expect(episodePath('ro', 12, 'Știri de Azi')).toBe('/ro/podcast/12/stiri-de-azi');
    expect(episodePath('en', 8, 'Kept-As-Is_2026')).toBe('/en/podcast/8/Kept-As-Is_2026');
    expect(episodePath('en', 9, 'a/b?c')).toBe('/en/podcast/9/a-b-c');
    expect(episodePath('en', 10, '..')).toBe('/en/podcast/10');
    expect(episodePath('en', 7, '')).toBe('/en/podcast/7');
    expect(episodePath('en', 7)).toBe('/en/podcast/7');
  });

  it('builds category paths', () => {
    expect(categoryPath('en', 'news')).toBe('/en/category/news');
    expect(categoryPath('ro', 'politica', 'local')).toBe('/ro/category/politica/local');
  });

  it('makes site-rooted URLs absolute only when the origin is known', () => {
    expect(absoluteUrl('/media/x.svg', 'https://news.example/')).toBe('https://news.example/media/x.svg');
    expect(absoluteUrl('/media/x.svg', undefined)).toBe('/media/x.svg');
    expect(absoluteUrl('https://cdn.example/x.jpg', 'https://news.example')).toBe('https://cdn.example/x.jpg');
  });
});

describe('parseArticleId', () => {
  it('accepts positive integers', () => {
    expect(parseArticleId('5')).toBe(5);
    expect(parseArticleId('123456')).toBe(123456);
  });

  it('rejects anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '5abc', '05', ' 5', '99999999999999999', 'feed.xml']) {
      expect(parseArticleId(raw)).toBeNull();
    }
  });
});

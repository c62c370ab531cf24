import { describe, expect, it } from 'vitest';
import { RedirectLog, guardTarget } from './route-guard';

describe('guardTarget', () => {
  it.each([
    ['/', 'ro', '/ro'],
    ['', 'en', '/en'],
    ['/search', 'ro', '/ro/search'],
    ['/about', 'en', '/en/about'],
    ['/de/article/5', 'en', '/en/de/article/5'],
    ['/en/article/abc', 'ro', '/en'],
    ['/ro/article', 'en', '/ro'],
    ['//en///article//5/', 'en', '/en/article/5'],
    ['/en/', 'ro', '/en'],
  ])('sends %j (current %s) to %j', (path, lang, target) => {
    expect(guardTarget(path, lang as 'en' | 'ro')).toBe(target);
  });

  it.each(['/en', '/ro/article/12/some-slug', '/en/article/12', '/admin', '/admin/backup', '/direct-backup'])(
    'lets %j through',
    (path) => {
      expect(guardTarget(path, 'en')).toBeNull();
    },
  );
});

describe('RedirectLog', () => {
  it('stops after more than two redirects in a row', () => {
    const log = new RedirectLog();
    expect(log.allow('/a', '/b')).toBe(true);
    expect(log.allow('/b', '/c')).toBe(true);
    expect(log.allow('/c', '/d')).toBe(false);
  });

  it('stops when a path repeats', () => {
    const log = new RedirectLog();
    expect(log.allow('/a', '/b')).toBe(true);
    expect(log.allow('/b', '/a')).toBe(false);
  });

  it('starts again after a page was shown', () => {
    const log = new RedirectLog();
    log.allow('/a', '/b');
    log.allow('/b', '/c');
    log.reset();
    expect(log.allow('/c', '/d')).toBe(true);
  });
});

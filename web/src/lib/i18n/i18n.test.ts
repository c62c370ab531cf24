import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';
import { isLang, otherLang } from './languages';
import { messages } from './messages';
import { searchMessages } from './sections/search';

describe('formatDate', () => {
  it('formats English dates as "MMMM d, yyyy"', () => {
    expect(formatDate('2026-03-05T09:15:00Z', 'en')).toBe('March 5, 2026');
    expect(formatDate('2025-12-31T00:00:00Z', 'en')).toBe('December 31, 2025');
  });

  it('formats Romanian dates as "d MMMM yyyy" with lowercase months', () => {
    expect(formatDate('2026-03-05T09:15:00Z', 'ro')).toBe('5 martie 2026');
    expect(formatDate('2026-01-01T12:00:00Z', 'ro')).toBe('1 ianuarie 2026');
    expect(formatDate('2026-11-20T12:00:00Z', 'ro')).toBe('20 noiembrie 2026');
  });

  it('uses the UTC calendar day whatever the offset in the timestamp', () => {
    expect(formatDate('2026-03-05T23:30:00-02:00', 'en')).toBe('March 6, 2026');
    expect(formatDate('2026-03-06T01:00:00+03:00', 'ro')).toBe('5 martie 2026');
  });

  it('returns an empty string for an unparseable value', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('numbers and plurals', () => {
  it('groups digits per language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ro')).toBe('1.234.567');
    expect(formatNumber(999, 'ro')).toBe('999');
  });

  it('says when a search stopped counting', () => {
    expect(searchMessages.en.resultCount(1)).toBe('1 result');
    expect(searchMessages.en.resultCount(10000, true)).toBe('More than 10,000 results');
    expect(searchMessages.ro.resultCount(10000, true)).toBe('Peste 10.000 de rezultate');
    expect(searchMessages.ro.resultCount(3, false)).toBe('3 rezultate');
  });

  it('pluralizes view counts', () => {
    const en = messages('en').article;
    const ro = messages('ro').article;
    expect(en.views(1)).toBe('1 view');
    expect(en.views(1234)).toBe('1,234 views');
    expect(ro.views(1)).toBe('1 vizualizare');
    expect(ro.views(0)).toBe('0 vizualizări');
    expect(ro.views(19)).toBe('19 vizualizări');
    expect(ro.views(20)).toBe('20 de vizualizări');
    expect(ro.views(101)).toBe('101 vizualizări');
    expect(ro.views(1234)).toBe('1.234 de vizualizări');
  });
});

describe('languages', () => {
  it('knows en and ro only', () => {
    expect(isLang('en')).toBe(true);
    expect(isLang('ro')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang(undefined)).toBe(false);
    expect(otherLang('en')).toBe('ro');
    expect(otherLang('ro')).toBe('en');
  });

  it('has the Romanian section names', () => {
    expect(messages('ro').home.latest).toBe('Ultimele știri');
    expect(messages('ro').home.featured).toBe('Recomandate');
    expect(messages('ro').home.trending).toBe('În tendințe');
  });
});

import { describe, expect, it } from 'vitest';
import { subscriber } from '../testing/newsletter-api';
import { csvFileName, filterSubscribers, subscribersCsv } from './subscribers';

describe('the subscriber export', () => {
  it('has a header row, then one CRLF-ended row per subscriber with empty cells for missing times', () => {
    const csv = subscribersCsv([
      subscriber(1, { email: 'ana@example.org', language: 'ro' }),
      subscriber(2, { email: 'ben@example.org', status: 'unsubscribed', confirmed_at: null, unsubscribed_at: '2026-03-06T10:00:00Z', bounces: 2 }),
    ]);
    expect(csv).toBe(
      'email,language,status,created_at,confirmed_at,unsubscribed_at,bounces\r\n' +
        'ana@example.org,ro,confirmed,2026-03-05T09:15:00Z,2026-03-05T09:20:00Z,,0\r\n' +
        'ben@example.org,en,unsubscribed,2026-03-05T09:15:00Z,,2026-03-06T10:00:00Z,2\r\n',
    );
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    const csv = subscribersCsv([subscriber(1, { email: 'a,"b"\nc@example.org' })]);
    expect(csv.split('\r\n')[1]).toBe('"a,""b""\nc@example.org",en,confirmed,2026-03-05T09:15:00Z,2026-03-05T09:20:00Z,,0');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const rows = subscribersCsv([subscriber(1, { email: '=HYPERLINK("x")@example.org' }), subscriber(2, { email: '+1@example.org', language: '-ro' })]).split('\r\n');
    expect(rows[1]).toBe('"\'=HYPERLINK(""x"")@example.org",en,confirmed,2026-03-05T09:15:00Z,2026-03-05T09:20:00Z,,0');
    expect(rows[2]).toBe("'+1@example.org,'-ro,confirmed,2026-03-05T09:15:00Z,2026-03-05T09:20:00Z,,0");
  });

  it('is only the header when nobody matches', () => {
    expect(subscribersCsv([])).toBe('email,language,status,created_at,confirmed_at,unsubscribed_at,bounces\r\n');
  });

  it('names the file after the filter and the day', () => {
    const day = new Date('2026-03-05T12:00:00Z');
    expect(csvFileName('all', '', day)).toBe('subscribers-2026-03-05.csv');
    expect(csvFileName('confirmed', 'ro', day)).toBe('subscribers-confirmed-ro-2026-03-05.csv');
  });
});

describe('filtering subscribers', () => {
  const items = [
    subscriber(1, { email: 'ana@example.org', language: 'ro' }),
    subscriber(2, { email: 'Ben@Example.org' }),
    subscriber(3, { email: 'anabel@news.example', language: 'en' }),
  ];

  it('matches part of the address in any case, and the language', () => {
    expect(filterSubscribers(items, { search: ' ANA', language: '' }).map((item) => item.id)).toEqual([1, 3]);
    expect(filterSubscribers(items, { search: 'example.org', language: 'en' }).map((item) => item.id)).toEqual([2]);
    expect(filterSubscribers(items, { search: '', language: '' })).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { subscriber } from '../testing/newsletter-api';
import { filterSubscribers } from './subscribers';

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

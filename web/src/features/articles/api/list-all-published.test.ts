import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummary } from '../../../lib/api/types';
import { summaryFixture } from '../../../testing/fixtures';
import { listAllPublished } from './list-all-published';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('listAllPublished', () => {
  it('pages through every published article with limit=100', async () => {
    const all: ArticleSummary[] = Array.from({ length: 230 }, (_, i) => summaryFixture({ id: i + 1 }));
    const fetchMock = vi.fn((input: string) => {
      const url = new URL(input, 'http://site.test');
      expect(url.searchParams.get('status')).toBe('published');
      expect(url.searchParams.get('language')).toBe('ro');
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      return Promise.resolve(jsonResponse({ items: all.slice(offset, offset + limit), total: all.length, limit, offset }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const items = await listAllPublished('ro');
    expect(items.map((item) => item.id)).toEqual(all.map((item) => item.id));
    const offsets = fetchMock.mock.calls.map(([input]) => new URL(input, 'http://site.test').searchParams.get('offset'));
    expect(offsets).toEqual(['0', '100', '200']);
  });

  it('stops paging when the server returns an empty page', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ items: [], total: 50, limit: 100, offset: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(listAllPublished('en')).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

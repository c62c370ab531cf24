import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { articleFixture } from '../../../testing/fixtures';
import { articleQueryOptions } from './get-article';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const unavailable = () => json(503, { error: { code: 'unavailable', message: 'Try again later' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('articleQueryOptions (spec §4: the article load retries once after 2 s on a 503)', () => {
  it('asks again once, 2 s after a 503', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(json(200, articleFixture()));
    vi.stubGlobal('fetch', fetchMock);
    const result = createQueryClient().query(articleQueryOptions(5));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ id: 5, title: 'City Council Approves New Park' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/v1/articles/5');
  });

  it('gives up after the second 503', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(unavailable()));
    vi.stubGlobal('fetch', fetchMock);
    const result = createQueryClient().query(articleQueryOptions(5));
    const settled = expect(result).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry other failures (a 404, a 500)', async () => {
    for (const status of [404, 500]) {
      const fetchMock = vi.fn().mockResolvedValue(json(status, { error: { code: 'x', message: 'no' } }));
      vi.stubGlobal('fetch', fetchMock);
      await expect(createQueryClient().query(articleQueryOptions(5))).rejects.toMatchObject({ status });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });
});

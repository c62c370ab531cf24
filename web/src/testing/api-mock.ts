/** The API as page and component tests meet it: fetch replaced by a table of routes. */
import { vi } from 'vitest';

export function respond(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An answer, or one the test gives later (a promise it resolves). */
export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Answers `METHOD /path` (without /api/v1) with its handler; anything else is a 404. */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname.replace('/api/v1', '');
    const handler = routes[`${init.method ?? 'GET'} ${path}`];
    return Promise.resolve(handler ? handler(parsed, init) : respond(404, { error: { code: 'not_found', message: `no ${path}` } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

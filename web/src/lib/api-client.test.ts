import { describe, expect, it, vi } from 'vitest';
import { ApiError, attachmentName, buildUrl, createApiClient, isNotFound, parseApiError, retryAfterMs, setAccessTokenSource } from './api-client';
import { summaryFixture } from '../testing/fixtures';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('parseApiError', () => {
  it('reads the API error shape', () => {
    const error = parseApiError(404, 'Not Found', '{"error":{"code":"not_found","message":"Article 9 not found"}}');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('Article 9 not found');
    expect(isNotFound(error)).toBe(true);
  });

  it('falls back to the status for bodies that are not the error shape', () => {
    const html = parseApiError(502, 'Bad Gateway', '<html>bad gateway</html>');
    expect(html.code).toBe('http_502');
    expect(html.message).toBe('Bad Gateway');
    expect(isNotFound(html)).toBe(false);

    const other = parseApiError(500, '', '{"message":"boom"}');
    expect(other.code).toBe('http_500');
    expect(other.message).toBe('HTTP 500');

    const empty = parseApiError(404, 'Not Found', '');
    expect(empty.code).toBe('http_404');
    expect(isNotFound(empty)).toBe(true);
  });

  it('keeps the code when the message is missing', () => {
    const error = parseApiError(400, 'Bad Request', '{"error":{"code":"invalid_limit"}}');
    expect(error.code).toBe('invalid_limit');
    expect(error.message).toBe('Bad Request');
  });
});

describe('buildUrl', () => {
  it('joins the base, prefix, path and defined query values', () => {
    expect(buildUrl('http://127.0.0.1:8080/', '/articles', { language: 'ro', featured: true, limit: 3, category: undefined })).toBe(
      'http://127.0.0.1:8080/api/v1/articles?language=ro&featured=true&limit=3',
    );
    expect(buildUrl('', '/articles/5')).toBe('/api/v1/articles/5');
  });
});

describe('createApiClient', () => {
  it('returns parsed JSON on success', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, summaryFixture()));
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock });
    const article = await api.get<{ title: string }>('/articles/5');
    expect(article.title).toBe('City Council Approves New Park');
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/v1/articles/5', expect.any(Object));
  });

  it('throws an ApiError with the server code for error responses', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(404, { error: { code: 'not_found', message: 'No such article' } }, 'Not Found'));
    const api = createApiClient({ baseUrl: '', fetch: fetchMock });
    await expect(api.get('/articles/77')).rejects.toMatchObject({ name: 'ApiError', status: 404, code: 'not_found', message: 'No such article' });
  });

  it('reports network failures as ApiError network_error', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('fetch failed'));
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock });
    await expect(api.get('/articles/1')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('sends a JSON body and the reader\'s token', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    setAccessTokenSource(() => 'token-1');
    const api = createApiClient({ baseUrl: '', fetch: fetchMock });
    await api.post('/newsletter/subscribe', { email: 'a@example.com' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@example.com"}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
    setAccessTokenSource(() => null);
  });

  it('replaces with PUT and a JSON body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    const api = createApiClient({ baseUrl: '', fetch: fetchMock });
    await api.put('/admin/articles/5', { title: 'New' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"title":"New"}');
  });

  it('reports a body that is not JSON', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('<html></html>', { status: 200 }));
    const api = createApiClient({ baseUrl: '', fetch: fetchMock });
    await expect(api.get('/articles/1/adjacent')).rejects.toMatchObject({ code: 'invalid_json' });
  });
});

describe('files the API answers with', () => {
  it('reads the bytes and the attachment’s name, with the token and the query', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response('a,b\r\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="subscribers.csv"' } }),
    );
    setAccessTokenSource(() => 'token-1');
    const api = createApiClient({ baseUrl: '', fetch: fetchMock });
    const file = await api.file('/admin/newsletter/subscribers', { query: { format: 'csv', status: undefined } });
    setAccessTokenSource(() => null);
    expect(file.name).toBe('subscribers.csv');
    expect(await file.blob.text()).toBe('a,b\r\n');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/admin/newsletter/subscribers?format=csv', expect.objectContaining({ method: 'GET' }));
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('throws the API’s error instead of a file', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(403, { error: { code: 'forbidden', message: 'Editors only.' } }));
    const api = createApiClient({ baseUrl: '', fetch: fetchMock });
    await expect(api.file('/admin/newsletter/subscribers')).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'Editors only.' });
  });

  it('names the file from Content-Disposition, quoted or not', () => {
    expect(attachmentName('attachment; filename="backup-1.tar.zst"')).toBe('backup-1.tar.zst');
    expect(attachmentName('attachment; filename=subscribers.csv')).toBe('subscribers.csv');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});

describe('answers read as they come (server-sent events)', () => {
  it('gives the Response unread, asked for as an event stream with the token', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('event: run\ndata: {}\n\n', { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    setAccessTokenSource(() => 'token-1');
    const api = createApiClient({ baseUrl: '', fetch: fetchMock });
    const response = await api.stream('/admin/ai/runs/4/events');
    setAccessTokenSource(() => null);
    expect(await response.text()).toBe('event: run\ndata: {}\n\n');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/admin/ai/runs/4/events', expect.objectContaining({ method: 'GET' }));
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).headers).toMatchObject({ Accept: 'text/event-stream', Authorization: 'Bearer token-1' });
  });

  it('is not cut off by the timeout once its headers have come, but its signal ends it', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      seen = init.signal ?? undefined;
      return Promise.resolve(new Response('', { status: 200 }));
    });
    const controller = new AbortController();
    const api = createApiClient({ baseUrl: '', fetch: fetchMock, timeoutMs: 1000 });
    await api.stream('/admin/ai/runs/4/events', { signal: controller.signal });
    vi.advanceTimersByTime(5000);
    expect(seen?.aborted).toBe(false);
    controller.abort();
    expect(seen?.aborted).toBe(true);
    vi.useRealTimers();
  });

  it('throws the API’s error, and a timeout when no headers come', async () => {
    const refused = createApiClient({ baseUrl: '', fetch: vi.fn().mockResolvedValue(jsonResponse(404, { error: { code: 'not_found', message: 'AI run 9 not found' } })) });
    await expect(refused.stream('/admin/ai/runs/9/events')).rejects.toMatchObject({ status: 404, message: 'AI run 9 not found' });
    const silent = createApiClient({
      baseUrl: '',
      timeoutMs: 10,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(init.signal?.reason as Error);
          });
        }),
    });
    await expect(silent.stream('/admin/ai/runs/9/events')).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });
});

describe('waiting out the read limit', () => {
  const limited = () =>
    new Response('{"error":{"code":"rate_limited","message":"Too many requests."}}', {
      status: 429,
      headers: { 'Retry-After': '0' },
    });

  it('asks again after the Retry-After a 429 gives, when waiting is on (the build)', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(limited()).mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const client = createApiClient({ baseUrl: 'http://api', fetch: fetchMock, waitOutLimits: true });
    await expect(client.get('/articles/1')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives the reader the 429 as it is in the browser', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(limited());
    const client = createApiClient({ baseUrl: 'http://api', fetch: fetchMock, waitOutLimits: false });
    await expect(client.get('/articles/1')).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads Retry-After only from a 429 or 503', () => {
    expect(retryAfterMs(new Response('', { status: 429, headers: { 'Retry-After': '3' } }))).toBe(3000);
    expect(retryAfterMs(new Response('', { status: 503, headers: { 'Retry-After': '1' } }))).toBe(1000);
    expect(retryAfterMs(new Response('', { status: 429 }))).toBeNull();
    expect(retryAfterMs(new Response('', { status: 500, headers: { 'Retry-After': '3' } }))).toBeNull();
  });
});

/** The one way the site talks to the API: JSON over fetch, errors in the API's shape. */
export const API_PREFIX = '/api/v1';
const DEFAULT_TIMEOUT_MS = 15_000;

/** An error answered by the API (`{"error":{"code","message"}}`) or a failure to reach it. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/**
 * The server's message for the reader, without its field prefix ("email: Please enter…"),
 * or null when there is none to show (network failures, unexpected errors).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return null;
  return error.message.replace(/^[a-z_]+: /, '');
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Turns a non-2xx response into an ApiError. Understands the API's error shape
 * and falls back to the HTTP status for anything else (proxy pages, empty bodies).
 */
export function parseApiError(status: number, statusText: string, bodyText: string): ApiError {
  let body: unknown = undefined;
  try {
    body = JSON.parse(bodyText);
  } catch {
    // Not JSON: keep the fallback below.
  }
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message } = body.error;
    if (typeof code === 'string' && code !== '') {
      return new ApiError(
        status,
        code,
        typeof message === 'string' && message !== '' ? message : statusText || code,
      );
    }
  }
  const fallback = statusText || `HTTP ${String(status)}`;
  return new ApiError(status, `http_${String(status)}`, fallback);
}

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

/**
 * Where the API lives. During the static build (SSR) it is the NEWS_API_URL
 * environment variable; in the browser it is the page's own origin.
 */
export function resolveApiBaseUrl(): string {
  if (import.meta.env.SSR) {
    const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
      ?.env;
    const url = env?.NEWS_API_URL?.trim();
    if (!url) {
      throw new Error(
        'NEWS_API_URL is not set. The static build fetches its data from the API, e.g. NEWS_API_URL=http://127.0.0.1:8080 npm run build',
      );
    }
    return url;
  }
  return '';
}

function combineSignals(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientConfig {
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Wait out a 429 or 503 that says when to come back (Retry-After); on at build time. */
  waitOutLimits?: boolean;
}

/**
 * The prerender of a large site reads the API faster than its per-address limit allows a
 * reader (1,200 reads a minute): without waiting, a build of 2,000 articles failed with 429
 * after about a thousand pages. A reader in the browser gets the answer as it is.
 */
const MAX_LIMIT_WAITS = 60;

/** How long the server asked the client to wait, for a 429 or 503 that says so. */
export function retryAfterMs(response: Response): number | null {
  if (response.status !== 429 && response.status !== 503) return null;
  const header = response.headers.get('Retry-After');
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

export interface RequestOptions {
  signal?: AbortSignal;
  query?: Record<string, QueryValue>;
}

/** A file the API answered with, e.g. a CSV export. */
export interface ApiFile {
  blob: Blob;
  /** From the answer's `Content-Disposition: attachment; filename="…"`; null without one. */
  name: string | null;
}

/** The file name a `Content-Disposition` header gives (`attachment; filename="backup.tar.zst"`), or null. */
export function attachmentName(header: string | null): string | null {
  return /filename="?([^";]+)"?/.exec(header ?? '')?.[1] ?? null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The signed-in reader's access token, when there is one; set by the auth feature. */
type TokenSource = () => string | null;
let tokenSource: TokenSource = () => null;

export function setAccessTokenSource(source: TokenSource): void {
  tokenSource = source;
}

export function createApiClient(config: ApiClientConfig) {
  const fetchImpl: FetchLike = config.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const waitOutLimits = config.waitOutLimits ?? import.meta.env.SSR;

  /**
   * The answer to a request once it is a 2xx; any other answer becomes an ApiError. The timeout
   * covers the whole answer, or only the wait for its headers when the body is `streamed`.
   */
  async function request(method: HttpMethod, url: string, accept: string, options: RequestOptions, body?: unknown, streamed = false): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = import.meta.env.SSR ? null : tokenSource();
    if (token) headers.Authorization = `Bearer ${token}`;
    const attempt = async (): Promise<Response> => {
      const headersDeadline = streamed ? new AbortController() : null;
      const timer = headersDeadline
        ? setTimeout(() => {
            headersDeadline.abort(new DOMException(`no answer within ${String(timeoutMs)} ms`, 'TimeoutError'));
          }, timeoutMs)
        : undefined;
      try {
        return await fetchImpl(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: headersDeadline
            ? options.signal
              ? AbortSignal.any([options.signal, headersDeadline.signal])
              : headersDeadline.signal
            : combineSignals(options.signal, timeoutMs),
        });
      } catch (error) {
        // A cancelled navigation is not an API failure: let the router see the abort.
        if (options.signal?.aborted) throw error;
        // (A DOMException is not always an Error: jsdom's is not.)
        const timedOut = typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
        const reason = error instanceof Error ? error.message : String(error);
        throw new ApiError(
          0,
          timedOut ? 'timeout' : 'network_error',
          `${method} ${url} failed: ${timedOut ? `no answer within ${String(timeoutMs)} ms` : reason}`,
        );
      } finally {
        clearTimeout(timer);
      }
    };
    let response = await attempt();
    for (let waits = 0; waitOutLimits && waits < MAX_LIMIT_WAITS; waits++) {
      const wait = retryAfterMs(response);
      if (wait === null) break;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait));
      response = await attempt();
    }
    if (!response.ok) throw parseApiError(response.status, response.statusText, await response.text());
    return response;
  }

  async function send<T>(method: HttpMethod, path: string, options: RequestOptions = {}, body?: unknown): Promise<T> {
    const url = buildUrl(config.baseUrl, path, options.query);
    const response = await request(method, url, 'application/json', options, body);
    const text = await response.text();
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError(response.status, 'invalid_json', `${method} ${url} did not return JSON`);
    }
  }

  /** A file the API answers a GET with (an export): its bytes, and the name its Content-Disposition gives. */
  async function file(path: string, options: RequestOptions = {}): Promise<ApiFile> {
    const response = await request('GET', buildUrl(config.baseUrl, path, options.query), '*/*', options);
    return { blob: await response.blob(), name: attachmentName(response.headers.get('Content-Disposition')) };
  }

  /**
   * A GET whose answer is read as it comes (server-sent events): a 2xx Response, its body not
   * read yet. The timeout covers the wait for its headers only; `signal` ends the reading.
   */
  function stream(path: string, options: RequestOptions = {}): Promise<Response> {
    return request('GET', buildUrl(config.baseUrl, path, options.query), 'text/event-stream', options, undefined, true);
  }

  return {
    send,
    get: <T>(path: string, options?: RequestOptions) => send<T>('GET', path, options),
    post: <T>(path: string, body: unknown, options?: RequestOptions) => send<T>('POST', path, options, body),
    put: <T>(path: string, body: unknown, options?: RequestOptions) => send<T>('PUT', path, options, body),
    patch: <T>(path: string, body: unknown, options?: RequestOptions) => send<T>('PATCH', path, options, body),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('DELETE', path, options, body),
    file,
    stream,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let sharedClient: ApiClient | undefined;

/** The client: NEWS_API_URL at build time, same origin in the browser. */
export function api(): ApiClient {
  sharedClient ??= createApiClient({ baseUrl: resolveApiBaseUrl() });
  return sharedClient;
}

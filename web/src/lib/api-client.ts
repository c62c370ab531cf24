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
}

export interface RequestOptions {
  signal?: AbortSignal;
  query?: Record<string, QueryValue>;
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

  async function send<T>(method: HttpMethod, path: string, options: RequestOptions = {}, body?: unknown): Promise<T> {
    const url = buildUrl(config.baseUrl, path, options.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = import.meta.env.SSR ? null : tokenSource();
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: combineSignals(options.signal, timeoutMs),
      });
    } catch (error) {
      // A cancelled navigation is not an API failure: let the router see the abort.
      if (options.signal?.aborted) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(
        0,
        timedOut ? 'timeout' : 'network_error',
        `${method} ${url} failed: ${timedOut ? `no answer within ${String(timeoutMs)} ms` : reason}`,
      );
    }
    const text = await response.text();
    if (!response.ok) throw parseApiError(response.status, response.statusText, text);
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError(response.status, 'invalid_json', `${method} ${url} did not return JSON`);
    }
  }

  return {
    send,
    get: <T>(path: string, options?: RequestOptions) => send<T>('GET', path, options),
    post: <T>(path: string, body: unknown, options?: RequestOptions) => send<T>('POST', path, options, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let sharedClient: ApiClient | undefined;

/** The client: NEWS_API_URL at build time, same origin in the browser. */
export function api(): ApiClient {
  sharedClient ??= createApiClient({ baseUrl: resolveApiBaseUrl() });
  return sharedClient;
}

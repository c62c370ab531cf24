/** Files sent to the API as multipart forms, with the progress of the upload (which fetch does not report). */
import { createApiClient, resolveApiBaseUrl, type FetchLike } from './api-client';

/** Statuses whose response has no body (a Response with one cannot be made). */
const NO_BODY = new Set([204, 205, 304]);

export interface UploadFormOptions {
  /** How much of the form has been sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** How long the whole upload may take, the server's answer included. */
  timeoutMs: number;
}

/** The server's answer to an upload, and its status (201 created, 200 already there…). */
export interface UploadAnswer<T> {
  body: T;
  status: number;
}

/**
 * A `fetch` that sends `form` with XMLHttpRequest instead, whose upload reports its progress.
 * The API client still makes the request (its address and Authorization header, from the one
 * token source) and reads the answer, so an upload is signed in and its errors parsed like every
 * other call; the JSON body and Content-Type it would send are left out, for the browser to set
 * the multipart type and its boundary.
 */
export function sendForm(form: FormData, onProgress: UploadFormOptions['onProgress'], onAnswer: (status: number) => void): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const signal = init.signal ?? undefined;
      const abort = () => {
        xhr.abort();
        reject(signal?.reason as Error);
      };
      xhr.open(init.method ?? 'POST', url);
      new Headers(init.headers).forEach((value, name) => {
        if (name !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        onAnswer(xhr.status);
        const body = NO_BODY.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText }));
      };
      xhr.onerror = () => {
        reject(new TypeError('the connection was lost'));
      };
      xhr.onloadend = () => {
        signal?.removeEventListener('abort', abort);
      };
      if (signal?.aborted) {
        abort();
        return;
      }
      signal?.addEventListener('abort', abort, { once: true });
      xhr.send(form);
    });
}

/**
 * POSTs `form` to the API at `path` (without /api/v1), reporting the upload's progress; resolves
 * to the JSON answer and its status. Errors are ApiErrors like every other call's (status 0 for
 * a lost connection); an aborted `signal` rejects with its reason.
 */
export async function uploadForm<T>(path: string, form: FormData, { onProgress, signal, timeoutMs }: UploadFormOptions): Promise<UploadAnswer<T>> {
  let status = 0;
  const client = createApiClient({
    baseUrl: resolveApiBaseUrl(),
    timeoutMs,
    fetch: sendForm(form, onProgress, (answered) => {
      status = answered;
    }),
  });
  const body = await client.post<T>(path, undefined, { signal });
  return { body, status };
}

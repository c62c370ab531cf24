import { createApiClient, resolveApiBaseUrl, type FetchLike } from '../../../lib/api-client';
import type { MediaItem } from '../../../lib/api/types';

/** The server refuses a larger file (413). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The image types the server accepts (422 for anything else). */
export const UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** The longest alt text the server keeps. */
export const MAX_ALT_LENGTH = 300;
/** Room for 15 MB on a slow connection, and for the server's decoding and resizing after it. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
/** Statuses whose response has no body (a Response with one cannot be made). */
const NO_BODY = new Set([204, 205, 304]);

export interface UploadOptions {
  /** Describes the image to readers who cannot see it; at most MAX_ALT_LENGTH characters. */
  alt?: string;
  /** How much of the file has been sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface Uploaded {
  item: MediaItem;
  /** False when the same image was in the library already: the server answers with that one. */
  created: boolean;
}

/**
 * A `fetch` that sends `form` with XMLHttpRequest instead, whose upload reports its progress
 * (fetch's does not). The API client still makes the request (its address and Authorization
 * header, from the one token source) and reads the answer, so an upload is signed in and its
 * errors parsed like every other call; the JSON body and Content-Type it would send are left
 * out, for the browser to set the multipart type and its boundary.
 */
function sendForm(form: FormData, onProgress: UploadOptions['onProgress'], onAnswer: (status: number) => void): FetchLike {
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
 * Uploads an image to the library: `POST /admin/media` (multipart `file` and `alt`). The server
 * strips its metadata and stores it as WebP at a few widths; an image uploaded before comes back
 * as it is (`created: false`). Errors are ApiErrors: 413 too large, 422 not an image it takes.
 */
export async function uploadMedia(file: File, { alt = '', onProgress, signal }: UploadOptions = {}): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (alt.trim() !== '') form.append('alt', alt.trim());
  let status = 0;
  const client = createApiClient({
    baseUrl: resolveApiBaseUrl(),
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fetch: sendForm(form, onProgress, (answered) => {
      status = answered;
    }),
  });
  const item = await client.post<MediaItem>('/admin/media', undefined, { signal });
  return { item, created: status === 201 };
}

import { uploadForm } from '../../../lib/upload-form';
import type { MediaItem } from '../../../lib/api/types';

/** The server refuses a larger file (413). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The image types the server accepts (422 for anything else). */
export const UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** The longest alt text the server keeps. */
export const MAX_ALT_LENGTH = 300;
/** Room for 15 MB on a slow connection, and for the server's decoding and resizing after it. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

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
 * Uploads an image to the library: `POST /admin/media` (multipart `file` and `alt`). The server
 * strips its metadata and stores it as WebP at a few widths; an image uploaded before comes back
 * as it is (`created: false`). Errors are ApiErrors: 413 too large, 422 not an image it takes.
 */
export async function uploadMedia(file: File, { alt = '', onProgress, signal }: UploadOptions = {}): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (alt.trim() !== '') form.append('alt', alt.trim());
  const { body: item, status } = await uploadForm<MediaItem>('/admin/media', form, { onProgress, signal, timeoutMs: UPLOAD_TIMEOUT_MS });
  return { item, created: status === 201 };
}

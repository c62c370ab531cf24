import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../api/upload-media';
import type { MediaItem } from '../../../lib/api/types';

const KB = 1024;
const MB = 1024 * KB;

/** A file size the way people read it: 512 B, 9.5 KB, 338 KB, 2.4 MB. */
export function formatBytes(bytes: number): string {
  const one = (value: number) => (value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value).toLocaleString('en'));
  if (bytes < KB) return `${String(Math.max(0, Math.round(bytes)))} B`;
  if (bytes < MB) return `${one(bytes / KB)} KB`;
  return `${one(bytes / MB)} MB`;
}

/** The narrowest variant (480 px wide, or the image's own width when smaller): a thumbnail. */
export function thumbnailUrl(item: MediaItem): string {
  const first = item.srcset.split(',')[0]?.trim().split(/\s+/)[0];
  return first !== undefined && first !== '' ? first : item.url;
}

/** "Used in 1 article", "Used in 3 articles" or "Unused". */
export function usageText(item: MediaItem): string {
  if (item.used_by === 0) return 'Unused';
  return `Used in ${String(item.used_by)} article${item.used_by === 1 ? '' : 's'}`;
}

/**
 * Why the server would refuse `file`, said before it is sent (in the server's words where it has
 * them); null when it may be uploaded. A file the browser knows no type of goes to the server,
 * which looks at its bytes.
 */
export function uploadProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'An image may be at most 15 MB.';
  if (file.type !== '' && !UPLOAD_TYPES.includes(file.type)) return 'Only JPEG, PNG, WebP and GIF images can be uploaded.';
  return null;
}

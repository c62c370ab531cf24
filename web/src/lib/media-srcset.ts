/**
 * The responsive variants of an image uploaded to the media library. The server stores each
 * upload as WebP under one key, `/media/uploads/<key>/<width>.webp`: at each of MEDIA_WIDTHS
 * narrower than its widest variant, and at that widest one (the image's width, at most 1600 px),
 * which is the address an article keeps.
 */

/** The widths the server writes (never wider than the image). */
export const MEDIA_WIDTHS: readonly number[] = [480, 960, 1600];

const UPLOAD = /^\/media\/uploads\/([0-9a-f]+)\/(\d+)\.webp$/;

/** One stored variant: its address and width in pixels. */
export interface MediaVariant {
  url: string;
  width: number;
}

/** The variants of an uploaded image, narrowest first, given its widest; null for any other address. */
export function mediaVariants(url: string): MediaVariant[] | null {
  const match = UPLOAD.exec(url);
  if (!match) return null;
  const [, key = '', largest = ''] = match;
  const widest = Number(largest);
  if (!Number.isSafeInteger(widest) || widest <= 0) return null;
  const base = `/media/uploads/${key}/`;
  return [
    ...MEDIA_WIDTHS.filter((width) => width < widest).map((width) => ({ url: `${base}${String(width)}.webp`, width })),
    { url, width: widest },
  ];
}

/** The `srcset` of an uploaded image ("…/480.webp 480w, …/960.webp 960w, …"), or undefined for any other address. */
export function mediaSrcSet(url: string): string | undefined {
  return mediaVariants(url)
    ?.map((variant) => `${variant.url} ${String(variant.width)}w`)
    .join(', ');
}

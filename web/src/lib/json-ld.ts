/** Structured data (schema.org JSON-LD) as pages put it in their head. */

/** What a JSON-LD block holds. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` are written as
 * \u escapes, so no text in an article can close the block or open a comment in it; U+2028 and
 * U+2029 too, for old parsers. The JSON means the same.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

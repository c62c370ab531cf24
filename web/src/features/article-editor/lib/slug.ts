/** The article's address: `/{lang}/article/{id}/{slug}`, the slug an editor's or the title's. */
import { slugify } from '../../../config/paths';

/** As the server allows: at most 80 characters. */
const MAX_SLUG_LENGTH = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug the server makes of a title (lowercase ASCII words and dashes, `article` if none). */
export function titleSlug(title: string): string {
  const slug = slugify(title).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug === '' ? 'article' : slug;
}

/** Why an editor's slug cannot be used, or null when it can (empty follows the title). */
export function slugError(slug: string): string | null {
  const value = slug.trim();
  if (value === '') return null;
  if (value.length > MAX_SLUG_LENGTH) return `A slug is at most ${String(MAX_SLUG_LENGTH)} characters (this one has ${String(value.length)}).`;
  if (!SLUG.test(value)) return 'Use lowercase letters a–z, digits 0–9 and single dashes between words, e.g. city-budget-2026.';
  return null;
}

/** The slug the article's address will have once saved. */
export function effectiveSlug(customSlug: string, title: string): string {
  return customSlug.trim() || titleSlug(title);
}

import { DEFAULT_LANG, isLang, type Lang } from './i18n';

/** Site-rooted hrefs for every page the app links to. */

export function homePath(lang: Lang): string {
  return `/${lang}`;
}

const URL_SAFE_SLUG = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * `/{lang}/article/{id}/{slug}`. The API's slug is used verbatim when it is URL-safe
 * (so the path matches the prerendered file); anything else is slugified.
 */
export function articlePath(lang: Lang, id: number, slug?: string | null): string {
  const base = `/${lang}/article/${String(id)}`;
  const cleanSlug = !slug ? '' : URL_SAFE_SLUG.test(slug) ? slug : slugify(slug);
  return cleanSlug ? `${base}/${cleanSlug}` : base;
}

export function categoryPath(lang: Lang, categorySlug: string, subcategorySlug?: string): string {
  const base = `/${lang}/category/${encodeURIComponent(categorySlug)}`;
  return subcategorySlug ? `${base}/${encodeURIComponent(subcategorySlug)}` : base;
}

/**
 * URL slug of a title: lowercase ASCII words joined by '-'.
 * Diacritics are folded ("Știri în România" → "stiri-in-romania").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A route's `:id` as a positive integer, or null when it is not one. */
export function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The UI language for any pathname: its first segment when that is a language. */
export function langFromPathname(pathname: string): Lang {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLang(first) ? first : DEFAULT_LANG;
}

/** Makes a site-rooted path absolute when the public origin is known. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string | undefined): string {
  if (/^https?:\/\//i.test(pathOrUrl) || !siteUrl) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

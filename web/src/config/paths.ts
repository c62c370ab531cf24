/** Site-rooted hrefs for every page the app links to, so a link cannot point nowhere. */
import type { Lang } from '../lib/i18n/languages';

export function homePath(lang: Lang): string {
  return `/${lang}`;
}

const URL_SAFE_SLUG = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * `{base}/{slug}`. The API's slug is used verbatim when it is URL-safe (so the path matches the
 * prerendered file); anything else is slugified, and an empty result leaves the base alone.
 */
function withSlug(base: string, slug: string | null | undefined): string {
  const cleanSlug = !slug ? '' : URL_SAFE_SLUG.test(slug) ? slug : slugify(slug);
  return cleanSlug ? `${base}/${cleanSlug}` : base;
}

/** `/{lang}/article/{id}/{slug}` (see `withSlug`). */
export function articlePath(lang: Lang, id: number, slug?: string | null): string {
  return withSlug(`/${lang}/article/${String(id)}`, slug);
}

/** The podcast's episodes in a language, newest first. */
export function podcastPath(lang: Lang): string {
  return `/${lang}/podcast`;
}

/** `/{lang}/podcast/{id}/{slug}`, an episode's page, by the article's slug rule (see `withSlug`). */
export function episodePath(lang: Lang, id: number, slug?: string | null): string {
  return withSlug(`${podcastPath(lang)}/${String(id)}`, slug);
}

/**
 * The podcast feed of a language, which podcast apps read. The server writes it, not the app:
 * link to it with a plain `<a>`, which leaves the page.
 */
export function podcastFeedPath(lang: Lang): string {
  return `${podcastPath(lang)}/feed.xml`;
}

/** The seven information pages (spec §2). */
export const INFO_PAGES = ['about', 'contact', 'advertise', 'privacy', 'terms', 'careers', 'newsletter'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

export function infoPath(lang: Lang, page: InfoPage): string {
  return `/${lang}/${page}`;
}

export const GAMES = ['sudoku', 'tetris', 'rubik'] as const;
export type Game = (typeof GAMES)[number];

export function gamesPath(lang: Lang, game?: Game): string {
  return game ? `/${lang}/games/${game}` : `/${lang}/games`;
}

/** `/{lang}/search?q=…` or `?tag=…`, paged from 1. */
export function searchPath(lang: Lang, query: { q?: string; tag?: string; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.tag) params.set('tag', query.tag);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/${lang}/search${search ? `?${search}` : ''}`;
}

export function tagPath(lang: Lang, tag: string): string {
  return `/${lang}/tag/${encodeURIComponent(tag)}`;
}

export type AccountPage = 'login' | 'signup' | 'saved' | 'reset-password' | 'account';

export function accountPath(lang: Lang, page: AccountPage): string {
  return `/${lang}/${page}`;
}

/** A listing's page `n` (from 1): `?page=n`, none for the first. */
export function withPage(path: string, page: number): string {
  return page > 1 ? `${path}?page=${String(page)}` : path;
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

/**
 * A route's `:id` as a positive integer, or null when it is not one. Episodes' ids are written
 * the same way (so `feed.xml`, beside them, is none).
 */
export function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** Makes a site-rooted path absolute when the public origin is known. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string | undefined): string {
  if (/^https?:\/\//i.test(pathOrUrl) || !siteUrl) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

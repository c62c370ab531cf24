/** The route guard (spec §2): where a path that is not a page of the site should go. */
import type { Lang } from './i18n/languages';
import { normalizePath, pathLanguage } from './language-path';

/** Paths that live outside the language prefix (the admin area and the emergency pages). */
const UNPREFIXED = /^\/(admin|direct-backup|emergency-backup)(\/|$)/;

/**
 * Where `pathname` should be sent, or null when it may be rendered as it is:
 * the root to the language home; a missing or invalid prefix gets `lang`; an article URL
 * without a numeric id goes to the language home; an unclean path to its clean form.
 */
export function guardTarget(pathname: string, lang: Lang): string | null {
  const clean = normalizePath(pathname);
  if (UNPREFIXED.test(clean)) return clean === pathname ? null : clean;
  if (clean === '/') return `/${lang}`;
  const prefix = pathLanguage(clean);
  if (prefix === null) return `/${lang}${clean}`;
  const [, , section, id] = clean.split('/');
  if (section === 'article' && !/^\d+$/.test(id ?? '')) return `/${prefix}`;
  return clean === pathname ? null : clean;
}

/** Redirects in a row before the guard gives up (spec §9: more than 2 is a loop). */
export const MAX_CONSECUTIVE_REDIRECTS = 2;

/**
 * Remembers the guard's redirects in a row, so that a loop ends: it refuses a redirect after
 * more than two, or to a path it already went through.
 */
export class RedirectLog {
  private visited: string[] = [];

  /** Whether `from` may be redirected to `to`; records the redirect if so. */
  allow(from: string, to: string): boolean {
    if (this.visited.length === 0) this.visited.push(from);
    if (this.visited.length > MAX_CONSECUTIVE_REDIRECTS || this.visited.includes(to)) return false;
    this.visited.push(to);
    return true;
  }

  /** A page was shown without a redirect: the next redirect starts a new series. */
  reset(): void {
    this.visited = [];
  }
}

/** One log per page load, shared by the guard and the pages that settle it. */
export const redirectLog = new RedirectLog();

/** Language in paths (spec §2 "Language handling in paths", §4 Language selection order). */
import { DEFAULT_LANG, isLang, type Lang } from './i18n/languages';

/** Repeated slashes collapsed, the trailing slash dropped, '' as '/'. */
export function normalizePath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The path without its language prefix (when it has one), normalized. */
export function stripLanguage(path: string): string {
  const clean = normalizePath(path);
  const [, first = '', ...rest] = clean.split('/');
  return isLang(first) ? normalizePath(`/${rest.join('/')}`) : clean;
}

/** The same page under `lang`: any previous prefix removed; an empty path is the language root. */
export function switchLanguagePath(path: string, lang: Lang): string {
  const rest = stripLanguage(path);
  return rest === '/' ? `/${lang}` : `/${lang}${rest}`;
}

/** The language of a path's first segment, if it has one. */
export function pathLanguage(pathname: string): Lang | null {
  const first = normalizePath(pathname).split('/')[1];
  return isLang(first) ? first : null;
}

/** The path's language, then the saved preference, then English. */
export function selectLanguage(pathname: string, saved: string | null | undefined): Lang {
  return pathLanguage(pathname) ?? (isLang(saved) ? saved : DEFAULT_LANG);
}

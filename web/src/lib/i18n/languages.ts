/** The site's two languages (spec §3 Language, §9: en and ro, default en). */

export const LANGS = ['en', 'ro'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Where the reader's language is remembered (spec §9 storage key). */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'ro' : 'en';
}

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ro: 'Română' };

import { LANGS, type Lang } from '../../../lib/i18n/languages';

/** The newsletter's languages as the admin area (in English) names them. */
const NAMES: Record<Lang, string> = { en: 'English', ro: 'Romanian' };

export const LANGUAGE_OPTIONS: readonly (readonly [Lang, string])[] = LANGS.map((lang) => [lang, NAMES[lang]] as const);

export function languageName(language: string): string {
  return (LANGS as readonly string[]).includes(language) ? NAMES[language as Lang] : language;
}

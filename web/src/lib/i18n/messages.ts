/**
 * The UI texts of a language. English defines the shape; Romanian must match it. Each language
 * is a chunk of its own, so a page downloads only the texts of its language: `loadMessages`
 * runs before the app renders (main.tsx) and before a page of another language is shown (the
 * site root's loader), which lets `messages` stay synchronous for the components. They hold the
 * texts of what every page shows (the layout, the article page); the texts of pages that load
 * their code when opened (sign-in, password reset, the account, saved, search, listings,
 * podcasts, comments, info) are in `sections/`, and travel with those pages' chunks.
 */
import type { Messages } from './en';
import type { Lang } from './languages';

const loaded: Partial<Record<Lang, Messages>> = {};

export async function loadMessages(lang: Lang): Promise<void> {
  loaded[lang] ??= lang === 'ro' ? (await import('./ro')).ro : (await import('./en')).en;
}

export function messages(lang: Lang): Messages {
  const texts = loaded[lang];
  if (!texts) throw new Error(`The ${lang} texts are used before loadMessages('${lang}')`);
  return texts;
}

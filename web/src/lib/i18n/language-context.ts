/** The page's language, given once by the site root from the URL (spec §4 Language). */
import { createContext, useContext } from 'react';
import type { Messages } from './en';
import type { Lang } from './languages';
import { messages } from './messages';

export const LanguageContext = createContext<Lang | null>(null);

/** The current language. Used outside its provider it throws (spec §8). */
export function useLang(): Lang {
  const lang = useContext(LanguageContext);
  if (lang === null) throw new Error('useLang must be used inside a LanguageProvider');
  return lang;
}

/** The current language's texts. */
export function useMessages(): Messages {
  return messages(useLang());
}

/**
 * The hook of a section of texts in `sections/`: both languages sit in the chunk of the pages
 * that show them, so they need no loading.
 */
export function sectionHook<T>(texts: Record<Lang, T>): () => T {
  return function useSectionMessages() {
    return texts[useLang()];
  };
}

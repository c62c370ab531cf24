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

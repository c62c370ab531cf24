import type { ReactNode } from 'react';
import { LanguageContext } from './language-context';
import type { Lang } from './languages';

export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

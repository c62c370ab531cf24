import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../language-provider';
import type { Lang } from '../languages';
import { useAuthMessages } from './auth';
import { useListingsMessages } from './listings';

function inLanguage(lang: Lang) {
  return ({ children }: { children: ReactNode }) => <LanguageProvider lang={lang}>{children}</LanguageProvider>;
}

describe('sections of texts', () => {
  it("give the texts of the page's language, without loading them first", () => {
    expect(renderHook(() => useAuthMessages(), { wrapper: inLanguage('en') }).result.current.signInTitle).toBe('Sign in');
    expect(renderHook(() => useAuthMessages(), { wrapper: inLanguage('ro') }).result.current.signInTitle).toBe('Autentificare');
  });

  it('format numbers in their language', () => {
    const ro = renderHook(() => useListingsMessages(), { wrapper: inLanguage('ro') }).result.current;
    expect(ro.pageOf(2, 1234)).toBe('Pagina 2 din 1.234');
  });
});

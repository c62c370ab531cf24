import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useParams } from 'react-router-dom';
import { SiteLayout } from '../components/layouts/site-layout';
import { Toaster } from '../components/ui/toaster';
import { startSession } from '../features/auth/lib/session';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { messages } from '../lib/i18n/messages';
import { PREFERRED_LANGUAGE_KEY, isLang, type Lang } from '../lib/i18n/languages';
import { switchLanguagePath } from '../lib/language-path';
import { queryClient } from '../lib/query-client';
import { writePreference } from '../lib/storage';
import { redirectLog } from '../lib/route-guard';
import { RouteGuard } from './route-guard';

startSession();

/** What a route may tell the layout: where its page lives in each language. */
export interface RouteHandle {
  languageHrefs?: (data: unknown) => Partial<Record<Lang, string>>;
}

/** A year, so the server's redirects of `/` remember the reader's language too. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** On every path change the language is re-derived and saved as preferredLanguage (spec §4). */
function useRememberLanguage(lang: Lang): void {
  useEffect(() => {
    writePreference(PREFERRED_LANGUAGE_KEY, lang);
    document.cookie = `${PREFERRED_LANGUAGE_KEY}=${lang}; path=/; max-age=${String(COOKIE_MAX_AGE)}; samesite=lax`;
  }, [lang]);
}

/** Each language's version of the current page: the route's own answer, else the same path. */
/** A page was shown: the guard's next redirect starts a new series. */
function useGuardSettled(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    redirectLog.reset();
  }, [pathname]);
}

function useLanguageHrefs(lang: Lang): Record<Lang, string> {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const hrefs: Record<Lang, string> = {
    en: switchLanguagePath(pathname, 'en') + search,
    ro: switchLanguagePath(pathname, 'ro') + search,
  };
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.languageHrefs) Object.assign(hrefs, handle.languageHrefs(match.data));
  }
  hrefs[lang] = pathname + search;
  return hrefs;
}

function LanguageSite({ lang }: { lang: Lang }) {
  useRememberLanguage(lang);
  useGuardSettled();
  const hrefs = useLanguageHrefs(lang);
  return (
    <QueryClientProvider client={queryClient()}>
      <LanguageProvider lang={lang}>
        <SiteLayout lang={lang} languageHrefs={hrefs}>
          <Outlet />
        </SiteLayout>
        <Toaster label={messages(lang).toasts.region} closeLabel={messages(lang).toasts.close} />
      </LanguageProvider>
    </QueryClientProvider>
  );
}

/** The parent of every public page: `/{lang}/…` with the site layout; anything else is guarded. */
export function SiteRoot() {
  const { lang } = useParams();
  if (!isLang(lang)) return <RouteGuard />;
  return <LanguageSite lang={lang} />;
}

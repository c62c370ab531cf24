import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { LanguageHrefs } from '../components/layouts/language-switcher';
import { SiteLayout } from '../components/layouts/site-layout';
import { Toaster } from '../components/ui/toaster';
import { AdSlot } from '../features/ads/components/ad-slot';
import { categoriesQueryOptions } from '../features/categories/api/get-categories';
import { CookieBanner } from '../features/consent/components/cookie-banner';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { scheduleServiceWorker } from '../features/offline/lib/register-service-worker';
import type { CategoryMenuItem } from '../lib/api/types';
import { startSession } from '../features/auth/lib/session';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { loadMessages } from '../lib/i18n/messages';
import { PREFERRED_LANGUAGE_KEY, isLang, type Lang } from '../lib/i18n/languages';
import { switchLanguagePath } from '../lib/language-path';
import { queryClient } from '../lib/query-client';
import { runsOnIOS } from '../lib/platform';
import { writePreference } from '../lib/storage';
import { redirectLog } from '../lib/route-guard';
import { RouteGuard } from './route-guard';

startSession();

/**
 * What a route may tell the layout, from its loader data:
 * - `languageHrefs`: where its page lives in each language. A language it leaves out keeps the
 *   same path in that language; `null` means the page has no version in that language (an
 *   article without a translation): the switcher is then disabled with 'No … version available'.
 * - `translationChecking`: true while the page is still finding out whether a translation
 *   exists; the switcher is disabled with 'Checking for translations...'.
 */
export interface RouteHandle {
  languageHrefs?: (data: unknown) => Partial<Record<Lang, string | null>>;
  translationChecking?: (data: unknown) => boolean;
}

/**
 * The category menu of the page's language, for the navbar; a failure leaves the menu empty.
 * A move to the other language loads its texts here, before its first page renders.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<CategoryMenuItem[]> {
  if (!isLang(params.lang)) return [];
  await loadMessages(params.lang);
  try {
    return await queryClient().query(categoriesQueryOptions(params.lang));
  } catch (error) {
    if (import.meta.env.SSR) throw error;
    console.error('[news] categories failed to load:', error);
    return [];
  }
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

/** A page was shown: the guard's next redirect starts a new series. */
function useGuardSettled(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    redirectLog.reset();
  }, [pathname]);
}

/** Each language's version of the current page: the route's own answer, else the same path. */
function useLanguageHrefs(lang: Lang): { hrefs: LanguageHrefs; checking: boolean } {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  let checking = false;
  const hrefs: LanguageHrefs = {
    en: switchLanguagePath(pathname, 'en') + search,
    ro: switchLanguagePath(pathname, 'ro') + search,
  };
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.languageHrefs) Object.assign(hrefs, handle.languageHrefs(match.data));
    if (handle?.translationChecking?.(match.data)) checking = true;
  }
  hrefs[lang] = pathname + search;
  return { hrefs, checking };
}

/** The service worker registers 2 s after load (5 s on iOS). */
function useServiceWorker(): void {
  useEffect(() => scheduleServiceWorker(runsOnIOS()), []);
}

const renderNewsletter = (variant: 'footer' | 'panel') => <NewsletterForm variant={variant} />;

function LanguageSite({ lang }: { lang: Lang }) {
  useRememberLanguage(lang);
  useGuardSettled();
  useServiceWorker();
  const { hrefs, checking } = useLanguageHrefs(lang);
  const categories = (useLoaderData() as CategoryMenuItem[] | undefined) ?? [];
  return (
    <QueryClientProvider client={queryClient()}>
      <LanguageProvider lang={lang}>
        <SiteLayout
          lang={lang}
          languageHrefs={hrefs}
          translationChecking={checking}
          categories={categories}
          renderNewsletter={renderNewsletter}
          footerAd={<AdSlot slot="footer" />}
        >
          <Outlet />
        </SiteLayout>
        <CookieBanner />
        <Toaster />
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

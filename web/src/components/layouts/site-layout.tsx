import type { ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import type { CategoryMenuItem } from '../../lib/api/types';
import type { Lang } from '../../lib/i18n/languages';
import { messages } from '../../lib/i18n/messages';
import type { LanguageHrefs } from './language-switcher';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollState } from './use-scroll-state';

interface SiteLayoutProps {
  lang: Lang;
  /** Where each language's version of this page lives (null: none exists). */
  languageHrefs: LanguageHrefs;
  /** The page is still checking for its translation: the switcher waits. */
  translationChecking?: boolean;
  /** The category menu of this language. */
  categories?: readonly CategoryMenuItem[];
  /** The newsletter form, for the footer and the mobile panel (features compose it in app/). */
  renderNewsletter?: (variant: 'footer' | 'panel') => ReactNode;
  /** An advertisement above the footer. */
  footerAd?: ReactNode;
  children: ReactNode;
}

export function SiteLayout({
  lang,
  languageHrefs,
  translationChecking = false,
  categories = [],
  renderNewsletter,
  footerAd,
  children,
}: SiteLayoutProps) {
  const t = messages(lang).site;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { mode, farDown } = useScrollState();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <SiteHeader
        mode={mode}
        categories={categories}
        languageHrefs={languageHrefs}
        translationChecking={translationChecking}
        newsletter={renderNewsletter?.('panel')}
        busy={busy}
      />
      <main id="main" className="site-main" tabIndex={-1} aria-busy={busy}>
        {children}
      </main>
      {footerAd && <div className="site-footer-ad">{footerAd}</div>}
      <SiteFooter newsletter={renderNewsletter?.('footer')} />
      <ScrollToTop visible={farDown} />
    </div>
  );
}

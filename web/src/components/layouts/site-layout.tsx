import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router-dom';
import { homePath } from '../../config/paths';
import type { Lang } from '../../lib/i18n/languages';
import { messages } from '../../lib/i18n/messages';
import { LanguageSwitcher } from './language-switcher';

interface SiteLayoutProps {
  lang: Lang;
  /** Where each language's version of this page lives. */
  languageHrefs: Record<Lang, string>;
  children: ReactNode;
}

export function SiteLayout({ lang, languageHrefs, children }: SiteLayoutProps) {
  const t = messages(lang).site;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link className="site-header__brand" to={homePath(lang)}>
            {t.name}
          </Link>
          <LanguageSwitcher lang={lang} hrefs={languageHrefs} />
        </div>
        <div className={busy ? 'progress progress--active' : 'progress'} aria-hidden="true" />
      </header>
      <main id="main" className="site-main" tabIndex={-1} aria-busy={busy}>
        {children}
      </main>
      <footer className="site-footer">
        <p className="site-footer__inner">© {t.name}</p>
      </footer>
    </div>
  );
}

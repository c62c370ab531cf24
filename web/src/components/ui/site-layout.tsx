import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router-dom';
import { messages, type Lang } from '../../lib/i18n';
import { homePath } from '../../lib/paths';
import { LanguageSwitcher } from './language-switcher';

interface SiteLayoutProps {
  lang: Lang;
  /** Per-language href of this page; defaults to each language's home page. */
  languageHrefs?: Partial<Record<Lang, string>>;
  children: ReactNode;
}

export function SiteLayout({ lang, languageHrefs, children }: SiteLayoutProps) {
  const t = messages(lang);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const hrefs = { en: homePath('en'), ro: homePath('ro'), ...languageHrefs };
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link className="site-header__brand" to={homePath(lang)}>
            {t.siteName}
          </Link>
          <LanguageSwitcher lang={lang} hrefs={hrefs} />
        </div>
        <div className={busy ? 'progress progress--active' : 'progress'} aria-hidden="true" />
      </header>
      <main id="main" className="site-main" tabIndex={-1} aria-busy={busy}>
        {children}
      </main>
      <footer className="site-footer">
        <p className="site-footer__inner">
          © {t.siteName} · <span lang={lang}>{t.languageName}</span>
        </p>
      </footer>
    </div>
  );
}

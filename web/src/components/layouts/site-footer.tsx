import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { SITE } from '../../config/site';
import { gamesPath, homePath, infoPath } from '../../config/paths';
import { openConsentSettings } from '../../lib/consent-store';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { MailIcon, SocialIcon } from '../ui/icons';

const SOCIAL = ['facebook', 'instagram', 'x', 'youtube'] as const;

/** The footer (spec §2): about, contact email, social links, quick and legal links, cookie settings, newsletter. */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const lang = useLang();
  const { site, nav, footer: t } = useMessages();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-label={site.name}>
          <Link className="brand brand--footer" to={homePath(lang)}>
            {site.name}
          </Link>
          <p>{t.about}</p>
          <p>
            <a className="site-footer__email" href={`mailto:${SITE.contactEmail}`}>
              <MailIcon /> {SITE.contactEmail}
            </a>
          </p>
          <h2 className="visually-hidden">{t.followUs}</h2>
          <ul className="site-footer__social">
            {SOCIAL.map((name) => (
              <li key={name}>
                <a href={SITE.social[name]} aria-label={t.social[name]} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={name} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="site-footer__heading">
            {t.quickLinks}
          </h2>
          <ul>
            <li>
              <Link to={infoPath(lang, 'about')}>{nav.about}</Link>
            </li>
            <li>
              <Link to={infoPath(lang, 'contact')}>{nav.contact}</Link>
            </li>
            <li>
              <Link to={infoPath(lang, 'advertise')}>{nav.advertise}</Link>
            </li>
            <li>
              <Link to={infoPath(lang, 'careers')}>{nav.careers}</Link>
            </li>
            <li>
              <Link to={gamesPath(lang)}>{t.games}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__links" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            {t.legal}
          </h2>
          <ul>
            <li>
              <Link to={infoPath(lang, 'privacy')}>{t.privacy}</Link>
            </li>
            <li>
              <Link to={infoPath(lang, 'terms')}>{t.terms}</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={openConsentSettings}>
                {t.cookieSettings}
              </button>
            </li>
          </ul>
        </nav>
        {newsletter && (
          <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className="site-footer__heading">
              {t.newsletterHeading}
            </h2>
            <p>{t.newsletterIntro}</p>
            {newsletter}
          </section>
        )}
      </div>
      <p className="site-footer__rights">{t.rights(new Date().getFullYear())}</p>
    </footer>
  );
}

import { Navigate, useLocation } from 'react-router-dom';
import { Link } from '../components/ui/link';
import { PageHead } from '../components/ui/page-head';
import { PREFERRED_LANGUAGE_KEY } from '../lib/i18n/languages';
import { messages } from '../lib/i18n/messages';
import { selectLanguage } from '../lib/language-path';
import { guardTarget, redirectLog } from '../lib/route-guard';
import { readPreference } from '../lib/storage';

/**
 * Sends a path that is no page of the site where the guard says (the root to the language home,
 * a missing or invalid prefix gets the current language), unless that would loop.
 */
export function RouteGuard() {
  const { pathname, search, hash } = useLocation();
  const lang = selectLanguage(pathname, readPreference(PREFERRED_LANGUAGE_KEY));
  const target = guardTarget(pathname, lang);
  if (target !== null && redirectLog.allow(pathname, target)) {
    return <Navigate to={`${target}${search}${hash}`} replace />;
  }
  const t = messages(lang).site;
  return (
    <>
      <PageHead lang={lang} />
      <section className="message-page" lang={lang}>
        <h1>{t.pageNotFoundTitle}</h1>
        <p>
          <Link to={`/${lang}`}>{t.backHome}</Link>
        </p>
      </section>
    </>
  );
}

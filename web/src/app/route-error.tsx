import { Link, useRouteError } from 'react-router-dom';
import { PageHead } from '../components/ui/page-head';
import { homePath } from '../config/paths';
import { useLang, useMessages } from '../lib/i18n/language-context';

/** The content error boundary (spec §2): a page whose data could not be loaded. */
export function RouteError() {
  const error = useRouteError();
  const lang = useLang();
  const t = useMessages().site;
  console.error('[news] page failed:', error);
  return (
    <>
      <PageHead lang={lang} title={t.errorTitle} />
      {/* data-route-error lets the build refuse to ship an error page. */}
      <section className="message-page" data-route-error="true">
        <h1>{t.errorTitle}</h1>
        <p>{t.errorMessage}</p>
        <p>
          <Link to={homePath(lang)}>{t.backHome}</Link>
        </p>
      </section>
    </>
  );
}

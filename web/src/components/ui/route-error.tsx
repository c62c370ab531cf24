import { Link, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { messages } from '../../lib/i18n';
import { homePath, langFromPathname } from '../../lib/paths';
import { PageHead } from './page-head';
import { SiteLayout } from './site-layout';

/** Error boundary for routes whose loader failed (API down, 5xx, timeout). */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const lang = langFromPathname(pathname);
  const t = messages(lang);
  const detail =
    error instanceof ApiError
      ? `${error.code}: ${error.message}`
      : isRouteErrorResponse(error)
        ? `${String(error.status)} ${error.statusText}`
        : error instanceof Error
          ? error.message
          : '';
  return (
    <SiteLayout lang={lang}>
      <PageHead lang={lang} title={t.errorTitle} />
      {/* data-route-error lets the build refuse to ship an error page. */}
      <section className="message-page" data-route-error="true">
        <h1>{t.errorTitle}</h1>
        <p>{t.errorMessage}</p>
        {detail ? <p className="message-page__detail">{detail}</p> : null}
        <p>
          <Link to={homePath(lang)}>{t.backHome}</Link>
        </p>
      </section>
    </SiteLayout>
  );
}

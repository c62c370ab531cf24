import { useRouteError } from 'react-router-dom';
import { Link } from '../components/ui/link';
import { PageHead } from '../components/ui/page-head';
import { homePath } from '../config/paths';
import { useLang, useMessages } from '../lib/i18n/language-context';
import { runsOnIOS } from '../lib/platform';

/**
 * The content error boundary (spec §2): 'Something went wrong', or on iOS 'Content Loading
 * Issue' with a Refresh Page button.
 */
export function RouteError() {
  const error = useRouteError();
  const lang = useLang();
  const { site: t, errors } = useMessages();
  const ios = runsOnIOS();
  console.error('[news] page failed:', error);
  const title = ios ? errors.iosTitle : t.errorTitle;
  return (
    <>
      <PageHead lang={lang} title={title} />
      {/* data-route-error lets the build refuse to ship an error page. */}
      <section className="message-page" data-route-error="true">
        <h1>{title}</h1>
        <p>{ios ? errors.iosMessage : t.errorMessage}</p>
        {ios && (
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                window.location.reload();
              }}
            >
              {errors.refresh}
            </button>
          </p>
        )}
        <p>
          <Link to={homePath(lang)}>{t.backHome}</Link>
        </p>
      </section>
    </>
  );
}

import { useLocation } from 'react-router-dom';
import { messages } from '../../lib/i18n';
import { langFromPathname } from '../../lib/paths';

/** Shown while a page that was not prerendered loads its data in the browser. */
export function PageLoading() {
  const { pathname } = useLocation();
  const lang = langFromPathname(pathname);
  return (
    <div className="page-loading" role="status" lang={lang}>
      <span className="page-loading__spinner" aria-hidden="true" />
      {messages(lang).loading}
    </div>
  );
}

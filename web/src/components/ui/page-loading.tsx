import { useLocation } from 'react-router-dom';
import { messages } from '../../lib/i18n/messages';
import { selectLanguage } from '../../lib/language-path';

/** The spinner shown while a page that was not prerendered loads its data (spec §2). */
export function PageLoading() {
  const lang = selectLanguage(useLocation().pathname, null);
  return (
    <div className="page-loading" role="status" lang={lang}>
      <span className="page-loading__spinner" aria-hidden="true" />
      {messages(lang).site.loading}
    </div>
  );
}

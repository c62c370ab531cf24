import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHead } from '../../components/ui/page-head';
import { DEFAULT_LANG } from '../../lib/i18n';
import { homePath } from '../../lib/paths';

/**
 * `/` sends the browser to the default language. Its prerendered HTML is also
 * the app shell (dist/index.html) that the server returns for unknown paths,
 * so it renders nothing itself.
 */
export function RootRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(homePath(DEFAULT_LANG), { replace: true });
  }, [navigate]);
  return <PageHead lang={DEFAULT_LANG} />;
}

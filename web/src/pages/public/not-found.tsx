import { MessagePage } from '../../components/ui/message-page';
import { useMessages } from '../../lib/i18n/language-context';

/** Any path under a language that is no page; the server answers it with status 404. */
export function NotFoundPage() {
  const t = useMessages().site;
  return <MessagePage title={t.pageNotFoundTitle} message={t.pageNotFoundMessage} />;
}

import { Link, useLocation } from 'react-router-dom';
import { PageHead } from '../../components/ui/page-head';
import { SiteLayout } from '../../components/ui/site-layout';
import { messages, type Lang } from '../../lib/i18n';
import { homePath, langFromPathname } from '../../lib/paths';

interface MessagePageProps {
  lang: Lang;
  title: string;
  message: string;
}

/** A page with a heading, a sentence and a link home (not-found states). */
export function MessagePage({ lang, title, message }: MessagePageProps) {
  return (
    <SiteLayout lang={lang}>
      <PageHead lang={lang} title={title} />
      <section className="message-page">
        <h1>{title}</h1>
        <p>{message}</p>
        <p>
          <Link to={homePath(lang)}>{messages(lang).backHome}</Link>
        </p>
      </section>
    </SiteLayout>
  );
}

/** Any path the router does not know. */
export function NotFoundPage() {
  const lang = langFromPathname(useLocation().pathname);
  const t = messages(lang);
  return <MessagePage lang={lang} title={t.pageNotFoundTitle} message={t.pageNotFoundMessage} />;
}

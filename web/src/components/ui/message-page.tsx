import { Link } from './link';
import { homePath } from '../../config/paths';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { PageHead } from './page-head';

interface MessagePageProps {
  title: string;
  message: string;
}

/** A page with a heading, a sentence and a link home (not-found states). */
export function MessagePage({ title, message }: MessagePageProps) {
  const lang = useLang();
  return (
    <>
      <PageHead lang={lang} title={title} />
      <section className="message-page">
        <h1>{title}</h1>
        <p>{message}</p>
        <p>
          <Link to={homePath(lang)}>{useMessages().site.backHome}</Link>
        </p>
      </section>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { INFO_PAGES, infoPath, type InfoPage } from '../../../config/paths';
import { formatDate } from '../../../lib/i18n/format';
import { useLang } from '../../../lib/i18n/language-context';
import { useInfoMessages } from '../../../lib/i18n/sections/info';
import type { InfoPageData } from '../lib/info-content';

/** A list item that names its subject first ("newsReaderId: …") shows the name in bold. */
function ListItem({ text }: { text: string }) {
  const named = /^([^:]{1,40}): (.*)$/s.exec(text);
  if (!named) return <>{text}</>;
  return (
    <>
      <strong>{named[1]}:</strong> {named[2]}
    </>
  );
}

interface InfoArticleProps extends InfoPageData {
  page: InfoPage;
  /** Shown after the lead paragraph (the newsletter form). */
  children?: ReactNode;
}

/** An information page: title, lead, sections, and links to the other information pages. */
export function InfoArticle({ page, content, titles, children }: InfoArticleProps) {
  const lang = useLang();
  const t = useInfoMessages();
  return (
    <div className="info">
      <article className="info__article" aria-labelledby="info-title">
        <h1 id="info-title" className="info__title">
          {content.title}
        </h1>
        <p className="info__lead">{content.lead}</p>
        {children ? <div className="info__slot">{children}</div> : null}
        {content.sections.map((section) => (
          <section key={section.heading} className="info__section">
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>
                    <ListItem text={item} />
                  </li>
                ))}
              </ul>
            ) : null}
            {section.contacts ? (
              <dl className="info__contacts">
                {section.contacts.map((contact) => (
                  <div key={contact.label}>
                    <dt>{contact.label}</dt>
                    <dd>
                      <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </section>
        ))}
        {content.updated ? (
          <p className="info__updated">
            {t.lastUpdated}: <time dateTime={content.updated}>{formatDate(content.updated, lang)}</time>
          </p>
        ) : null}
      </article>
      <nav className="info__nav" aria-labelledby="info-nav-title">
        <h2 id="info-nav-title">{t.onThisPage}</h2>
        <ul>
          {INFO_PAGES.map((other) => (
            <li key={other}>
              <Link to={infoPath(lang, other)} aria-current={other === page ? 'page' : undefined}>
                {titles[other]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

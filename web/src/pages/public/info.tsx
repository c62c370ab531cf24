import { PageHead } from '../../components/ui/page-head';
import { infoPath, type InfoPage } from '../../config/paths';
import { useLang } from '../../lib/i18n/language-context';
import { LANGS } from '../../lib/i18n/languages';
import { InfoArticle } from '../../features/info/components/info-article';
import { infoContent } from '../../features/info/lib/info-content';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';

/** `/{lang}/{about,contact,advertise,privacy,terms,careers,newsletter}`, prerendered in both languages. */
export function InfoRoutePage({ page }: { page: InfoPage }) {
  const lang = useLang();
  const content = infoContent(lang)[page];
  return (
    <>
      <PageHead
        lang={lang}
        title={content.title}
        description={content.description}
        canonicalPath={infoPath(lang, page)}
        alternates={LANGS.map((each) => ({ lang: each, href: infoPath(each, page) }))}
      />
      <InfoArticle page={page}>{page === 'newsletter' ? <NewsletterForm /> : null}</InfoArticle>
    </>
  );
}

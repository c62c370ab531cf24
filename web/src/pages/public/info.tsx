import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/ui/page-head';
import { INFO_PAGES, infoPath, type InfoPage } from '../../config/paths';
import { useLang } from '../../lib/i18n/language-context';
import { LANGS, isLang } from '../../lib/i18n/languages';
import { InfoArticle } from '../../features/info/components/info-article';
import { loadInfoPage, type InfoPageData } from '../../features/info/lib/info-content';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';

function isInfoPage(value: string | undefined): value is InfoPage {
  return (INFO_PAGES as readonly (string | undefined)[]).includes(value);
}

/** The page is the path's last segment: `/{lang}/{page}`. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<InfoPageData | null> {
  const page = new URL(request.url).pathname.split('/').filter(Boolean).pop();
  if (!isLang(params.lang) || !isInfoPage(page)) return null;
  return loadInfoPage(params.lang, page);
}

/** `/{lang}/{about,contact,advertise,privacy,terms,careers,newsletter}`, prerendered in both languages. */
export function InfoRoutePage({ page }: { page: InfoPage }) {
  const lang = useLang();
  const data = useLoaderData() as InfoPageData | null;
  if (!data) return null;
  return (
    <>
      <PageHead
        lang={lang}
        title={data.content.title}
        description={data.content.description}
        canonicalPath={infoPath(lang, page)}
        alternates={LANGS.map((each) => ({ lang: each, href: infoPath(each, page) }))}
      />
      <InfoArticle page={page} content={data.content} titles={data.titles}>
        {page === 'newsletter' ? <NewsletterForm /> : null}
      </InfoArticle>
    </>
  );
}

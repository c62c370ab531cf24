import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { PageHead } from '../../components/ui/page-head';
import { accountPath, withPage } from '../../config/paths';
import { useLang } from '../../lib/i18n/language-context';
import { useSavedMessages } from '../../lib/i18n/sections/saved';
import { readerId } from '../../lib/reader-id';
import { useHydrated } from '../../lib/use-hydrated';
import { ArticleCard } from '../../features/articles/components/article-card';
import { useSession } from '../../features/auth/lib/session';
import { Listing } from '../../features/listings/components/listing';
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from '../../features/listings/lib/paging';
import { useSavedArticles } from '../../features/saved/api/get-saved';

/** `/{lang}/saved`: the reader's bookmarks (by account when signed in, else by this browser). */
export function SavedPage() {
  const lang = useLang();
  const t = useSavedMessages();
  const session = useSession();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useSavedArticles(
    hydrated
      ? {
          fingerprint: session ? undefined : readerId(),
          userId: session?.user.id,
          limit: PAGE_SIZE,
          offset: pageOffset(page),
        }
      : null,
  );
  const path = accountPath(lang, 'saved');
  const total = query.data?.total ?? 0;
  return (
    <>
      <PageHead lang={lang} title={t.title} description={t.description} />
      <Listing
        title={t.title}
        intro={
          hydrated && !session ? (
            <p className="listing__count">
              {t.anonymousNote} <Link to={accountPath(lang, 'login')}>{t.signIn}</Link>
            </p>
          ) : undefined
        }
        items={(query.data?.items ?? []).map((article) => ({
          key: article.id,
          node: <ArticleCard article={article} lang={lang} variant="featured" headingLevel="h2" />,
        }))}
        empty={
          query.isError ? (
            <p role="alert">{t.failed}</p>
          ) : query.data ? (
            <p>{t.empty}</p>
          ) : (
            <p role="status">{t.loading}</p>
          )
        }
        page={page}
        pageCount={pageCount(total)}
        hrefFor={(target) => withPage(path, target)}
      />
    </>
  );
}

import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { PageHead } from '../../components/ui/page-head';
import { searchPath } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import type { SearchPage as SearchAnswer } from '../../lib/api/types';
import { useLang } from '../../lib/i18n/language-context';
import { isLang } from '../../lib/i18n/languages';
import { useListingsMessages } from '../../lib/i18n/sections/listings';
import { useSearchMessages } from '../../lib/i18n/sections/search';
import { queryClient } from '../../lib/query-client';
import { Listing } from '../../features/listings/components/listing';
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from '../../features/listings/lib/paging';
import { searchQueryOptions } from '../../features/search/api/search-articles';
import { SearchForm } from '../../features/search/components/search-form';
import { SearchResult } from '../../features/search/components/search-result';

export interface SearchData {
  q: string;
  tag: string;
  page: number;
  /** null before anything was asked, or when the search failed (`failed`). */
  result: SearchAnswer | null;
  failed: boolean;
}

/** `/{lang}/search?q=…&tag=…&page=n`: rendered in the browser (it depends on the query). */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<SearchData> {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const tag = url.searchParams.get('tag')?.trim() ?? '';
  const page = parsePage(url.searchParams.get('page'));
  const lang = params.lang;
  if (!isLang(lang) || (q === '' && tag === '')) return { q, tag, page, result: null, failed: false };
  try {
    const result = await queryClient().query(
      searchQueryOptions({ q, tag, lang, limit: PAGE_SIZE, offset: pageOffset(page) }),
    );
    return { q, tag, page, result, failed: false };
  } catch (error) {
    // A query the API refuses (400) or cannot answer: say so on the page, keep the search box.
    if (error instanceof ApiError) return { q, tag, page, result: null, failed: true };
    throw error;
  }
}

export function SearchPage() {
  const { q, tag, page, result, failed } = useLoaderData() as SearchData;
  const lang = useLang();
  const t = useSearchMessages();
  const listings = useListingsMessages();
  const asked = q !== '' || tag !== '';
  const title = q ? t.resultsFor(q) : tag ? t.taggedWith(tag) : t.title;
  const total = result?.total ?? 0;
  return (
    <>
      <PageHead lang={lang} title={title} description={t.description} />
      <Listing
        title={title}
        intro={
          <>
            <SearchForm key={q} initialQuery={q} />
            {result ? (
              <p className="listing__count" role="status">
                {t.resultCount(total, result.more)}
              </p>
            ) : null}
          </>
        }
        items={(result?.items ?? []).map((article) => ({
          key: article.id,
          node: <SearchResult article={article} query={q || tag} />,
        }))}
        empty={
          <p role={failed ? 'alert' : undefined}>
            {failed ? t.failed : !asked ? t.prompt : page > 1 && total > 0 ? listings.emptyPage : t.noResults}
          </p>
        }
        page={page}
        layout="rows"
        pageCount={pageCount(total)}
        hrefFor={(target) => searchPath(lang, { q, tag, page: target })}
      />
    </>
  );
}

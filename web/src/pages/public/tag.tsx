import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { PageHead } from '../../components/ui/page-head';
import { searchPath, tagPath, withPage } from '../../config/paths';
import type { SearchPage as SearchAnswer } from '../../lib/api/types';
import { useLang } from '../../lib/i18n/language-context';
import { LANGS, isLang } from '../../lib/i18n/languages';
import { useListingsMessages } from '../../lib/i18n/sections/listings';
import { useSearchMessages } from '../../lib/i18n/sections/search';
import { queryClient } from '../../lib/query-client';
import { Listing } from '../../features/listings/components/listing';
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from '../../features/listings/lib/paging';
import { searchQueryOptions } from '../../features/search/api/search-articles';
import { SearchResult } from '../../features/search/components/search-result';

export interface TagData {
  tag: string;
  page: number;
  result: SearchAnswer;
}

/** `/{lang}/tag/{tag}`: the articles of the page's language with this tag (an exact, case-insensitive match). */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<TagData | null> {
  const lang = params.lang;
  const tag = params.tag?.trim() ?? '';
  if (!isLang(lang) || tag === '') return null;
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const result = await queryClient().query(
    searchQueryOptions({ tag, lang, limit: PAGE_SIZE, offset: pageOffset(page) }),
  );
  return { tag, page, result };
}

export function TagPage() {
  const data = useLoaderData() as TagData | null;
  const lang = useLang();
  const t = useSearchMessages();
  const listings = useListingsMessages();
  if (!data) return null;
  const { tag, page, result } = data;
  const path = tagPath(lang, tag);
  return (
    <>
      <PageHead
        lang={lang}
        title={t.tagTitle(tag)}
        description={t.tagDescription(tag)}
        canonicalPath={withPage(path, page)}
        alternates={LANGS.map((each) => ({ lang: each, href: tagPath(each, tag) }))}
      />
      <Listing
        title={t.tagTitle(tag)}
        eyebrow={t.tagEyebrow}
        intro={<p className="listing__count">{t.resultCount(result.total, result.more)}</p>}
        items={result.items.map((article) => ({ key: article.id, node: <SearchResult article={article} query={tag} /> }))}
        empty={
          <p>
            {page > 1 && result.total > 0 ? listings.emptyPage : t.noTagged}{' '}
            <Link to={searchPath(lang, { q: tag })}>{t.resultsFor(tag)}</Link>
          </p>
        }
        page={page}
        layout="rows"
        pageCount={pageCount(result.total)}
        hrefFor={(target) => withPage(path, target)}
      />
    </>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { PageHead } from '../../components/ui/page-head';
import { podcastPath, withPage } from '../../config/paths';
import { useLang } from '../../lib/i18n/language-context';
import { LANGS, isLang } from '../../lib/i18n/languages';
import { useListingsMessages } from '../../lib/i18n/sections/listings';
import { usePodcastsMessages } from '../../lib/i18n/sections/podcasts';
import { queryClient } from '../../lib/query-client';
import { Listing } from '../../features/listings/components/listing';
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from '../../features/listings/lib/paging';
import { useLoadAddressedPage } from '../../features/listings/lib/use-load-addressed-page';
import { publicEpisodesQueryOptions } from '../../features/podcasts/api/list-public-episodes';
import { EpisodeCard } from '../../features/podcasts/components/episode-card';
import { PodcastSubscribe } from '../../features/podcasts/components/podcast-subscribe';
import { toEpisodeSummary, type EpisodeSummary } from '../../features/podcasts/lib/public-episode';
import '../../styles/podcasts.css';

export interface PodcastData {
  page: number;
  total: number;
  episodes: EpisodeSummary[];
}

/**
 * `/{lang}/podcast?page=n`: the language's published episodes, newest first, a page at a time.
 * Both languages' first pages are prerendered (a path of its own under each `/{lang}`).
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<PodcastData | null> {
  const lang = params.lang;
  if (!isLang(lang)) return null;
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const list = await queryClient().query(publicEpisodesQueryOptions({ language: lang, limit: PAGE_SIZE, offset: pageOffset(page) }));
  return { page, total: list.total, episodes: list.items.map(toEpisodeSummary) };
}

export function PodcastPage() {
  const data = useLoaderData() as PodcastData | null;
  const lang = useLang();
  const t = usePodcastsMessages();
  const listings = useListingsMessages();
  useLoadAddressedPage(data?.page ?? null);
  if (!data) return null;

  const { page, total, episodes } = data;
  const path = podcastPath(lang);
  const count = pageCount(total);
  return (
    <>
      <PageHead
        lang={lang}
        title={page > 1 ? `${t.showName} (${listings.pageOf(page, count)})` : t.showName}
        description={t.description}
        image={episodes.find((episode) => episode.image_url)?.image_url ?? undefined}
        canonicalPath={withPage(path, page)}
        alternates={LANGS.map((each) => ({ lang: each, href: podcastPath(each) }))}
        podcastFeedTitle={t.showName}
      />
      <Listing
        title={t.showName}
        intro={
          <>
            <p className="podcast-intro">{t.description}</p>
            <p className="listing__count">{t.episodeCount(total)}</p>
            <PodcastSubscribe />
          </>
        }
        items={episodes.map((episode) => ({ key: episode.id, node: <EpisodeCard episode={episode} /> }))}
        empty={
          page > 1 && total > 0 ? (
            <p>
              {listings.emptyPage} <Link to={path}>{listings.firstPage}</Link>
            </p>
          ) : (
            <p>{t.empty}</p>
          )
        }
        page={page}
        pageCount={count}
        hrefFor={(target) => withPage(path, target)}
        layout="rows"
      />
    </>
  );
}

import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MessagePage } from '../../components/ui/message-page';
import { PageHead } from '../../components/ui/page-head';
import { articlePath, episodePath, parseArticleId, podcastPath } from '../../config/paths';

import { LANGS, isLang, type Lang } from '../../lib/i18n/languages';
import { usePodcastsMessages } from '../../lib/i18n/sections/podcasts';
import { orNull } from '../../lib/or-null';
import { queryClient } from '../../lib/query-client';
import { articleQueryOptions } from '../../features/articles/api/get-article';
import { allPublishedQueryOptions } from '../../features/articles/api/list-all-published';
import { findById } from '../../features/articles/lib/neighbours';
import { publicEpisodeQueryOptions } from '../../features/podcasts/api/get-public-episode';
import { allPublishedEpisodesQueryOptions } from '../../features/podcasts/api/list-all-published-episodes';
import type { PodcastEpisode } from '../../features/podcasts/api/types';
import { EpisodeHead } from '../../features/podcasts/components/episode-head';
import { EpisodeView, type EpisodeViewProps } from '../../features/podcasts/components/episode-view';
import { episodeLinkPath, toEpisodeContent, toEpisodeLink, type EpisodeContent, type EpisodeLink } from '../../features/podcasts/lib/public-episode';
import '../../styles/podcasts.css';

interface FoundEpisode {
  status: 'found';
  episode: EpisodeContent;
  /** The same episode in the other language. */
  translation: EpisodeLink | null;
  article: EpisodeViewProps['article'];
}

export type EpisodeData = FoundEpisode | { status: 'not-found' };

/**
 * A published episode, null when there is none. The prerender reads it off both languages'
 * whole lists (fetched once per build, whole episodes each): a page then costs no API call.
 */
async function findEpisode(id: number): Promise<PodcastEpisode | null> {
  const cache = queryClient();
  if (import.meta.env.SSR) {
    const lists = await Promise.all(LANGS.map((lang) => cache.query(allPublishedEpisodesQueryOptions(lang))));
    const listed = lists.flat().find((episode) => episode.id === id);
    if (listed) return listed;
  }
  return orNull(cache.query(publicEpisodeQueryOptions(id)));
}

/** The translation's link: the linked episode when it is published in the other language. */
async function translationOf(episode: PodcastEpisode): Promise<EpisodeLink | null> {
  if (!episode.linked_episode_id) return null;
  const linked = await findEpisode(episode.linked_episode_id).catch((error: unknown) => {
    console.warn('[news] the translation of an episode is unavailable:', error);
    return null;
  });
  return linked && linked.language !== episode.language ? toEpisodeLink(linked) : null;
}

/**
 * The article the episode goes with, when it is published: from the build's list of the
 * language's articles in the prerender, else from the API. Without it the page shows no link.
 */
async function relatedArticle(id: number | null | undefined, lang: Lang): Promise<FoundEpisode['article']> {
  if (!id) return null;
  const cache = queryClient();
  try {
    const listed = import.meta.env.SSR ? findById(await cache.query(allPublishedQueryOptions(lang)), id) : undefined;
    const article = listed ?? (await orNull(cache.query(articleQueryOptions(id))));
    return article ? { title: article.title, href: articlePath(article.language, article.id, article.slug) } : null;
  } catch (error) {
    console.warn('[news] the article of an episode is unavailable:', error);
    return null;
  }
}

/**
 * `/{lang}/podcast/{id}/{slug}`, and `/{lang}/podcast/{id}`: any address of the episode but its
 * own (another slug, none, the other language's prefix) redirects there.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<EpisodeData | Response> {
  const id = parseArticleId(params.id);
  if (!isLang(params.lang) || id === null) return { status: 'not-found' };
  const episode = await findEpisode(id);
  if (!episode) return { status: 'not-found' };
  const canonical = episodePath(episode.language, episode.id, episode.slug);
  if (new URL(request.url).pathname !== canonical) return redirect(canonical);
  const [translation, article] = await Promise.all([translationOf(episode), relatedArticle(episode.article_id, episode.language)]);
  return { status: 'found', episode: toEpisodeContent(episode), translation, article };
}

/** Every published episode, in both languages, at its own address. */
export async function getStaticPaths(): Promise<string[]> {
  const lists = await Promise.all(LANGS.map((lang) => queryClient().query(allPublishedEpisodesQueryOptions(lang))));
  return [...new Set(lists.flat().map(episodeLinkPath))];
}

/** The language switcher leads to the linked episode, else to the other language's episodes. */
export function languageHrefs(data: unknown): Partial<Record<Lang, string>> {
  const found = data as EpisodeData | undefined;
  const hrefs: Partial<Record<Lang, string>> = { en: podcastPath('en'), ro: podcastPath('ro') };
  if (found?.status === 'found' && found.translation) hrefs[found.translation.language] = episodeLinkPath(found.translation);
  return hrefs;
}

function FoundEpisodePage({ data }: { data: FoundEpisode }) {
  const t = usePodcastsMessages();
  const { episode, translation, article } = data;
  const lang = episode.language;
  const path = episodeLinkPath(episode);
  const alternates = [{ lang, href: path }];
  if (translation) alternates.push({ lang: translation.language, href: episodeLinkPath(translation) });
  return (
    <>
      <PageHead
        lang={lang}
        title={episode.title}
        description={episode.summary || undefined}
        image={episode.image_url ?? undefined}
        type="article"
        canonicalPath={path}
        alternates={alternates}
        podcastFeedTitle={t.showName}
      />
      <EpisodeHead episode={episode} />
      <EpisodeView episode={episode} article={article} />
    </>
  );
}

export function EpisodePage() {
  const data = useLoaderData() as EpisodeData;
  const t = usePodcastsMessages();
  if (data.status === 'not-found') return <MessagePage title={t.notFoundTitle} message={t.notFoundMessage} />;
  // Keyed by episode: a move to another episode starts with a fresh player.
  return <FoundEpisodePage key={data.episode.id} data={data} />;
}

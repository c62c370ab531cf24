import { Link } from '../../../components/ui/link';
import { podcastPath } from '../../../config/paths';
import { useLang } from '../../../lib/i18n/language-context';
import { usePodcastsMessages } from '../../../lib/i18n/sections/podcasts';
import type { EpisodeContent } from '../lib/public-episode';
import { EpisodeCover } from './episode-cover';
import { EpisodeFacts } from './episode-facts';
import { PodcastPlayer } from './podcast-player';
import { PodcastSubscribe } from './podcast-subscribe';

export interface EpisodeViewProps {
  episode: EpisodeContent;
  /** The article the episode goes with, when it has one. */
  article: { title: string; href: string } | null;
}

/** An episode's page: the show, title, facts, cover and player, then the whole description. */
export function EpisodeView({ episode, article }: EpisodeViewProps) {
  const lang = useLang();
  const t = usePodcastsMessages();
  return (
    <article className="episode">
      <header className="episode__header">
        <EpisodeCover
          src={episode.image_url}
          className="episode__cover"
          eager
          // 12rem beside the title from a tablet on; on a phone, 8rem above it.
          sizes="(max-width: 599px) 8rem, 12rem"
        />
        <div className="episode__heading">
          <p className="episode__show">
            <Link to={podcastPath(lang)}>{t.showName}</Link>
          </p>
          <h1 className="episode__title">{episode.title}</h1>
          <EpisodeFacts episode={episode} className="episode-facts episode__facts" />
        </div>
      </header>
      <PodcastPlayer episode={episode} />
      {/* The server sanitizes the description's HTML before it is stored, as an article's. */}
      <div className="article__content episode__description" dangerouslySetInnerHTML={{ __html: episode.description }} />
      {article ? (
        <p className="episode__article">
          <span className="episode__article-label">{t.relatedArticle}</span>
          <Link to={article.href}>{article.title}</Link>
        </p>
      ) : null}
      <PodcastSubscribe />
    </article>
  );
}

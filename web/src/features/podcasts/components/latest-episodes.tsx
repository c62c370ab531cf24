import { Link } from '../../../components/ui/link';
import { podcastPath } from '../../../config/paths';
import { useLang } from '../../../lib/i18n/language-context';
import { usePodcastsMessages } from '../../../lib/i18n/sections/podcasts';
import type { EpisodeSummary } from '../lib/public-episode';
import { EpisodeCard } from './episode-card';
import { PodcastSubscribe } from './podcast-subscribe';

interface LatestEpisodesProps {
  episodes: readonly EpisodeSummary[];
}

/** The newest episodes, playable where they are listed, with the way to all of them and to the feed; nothing when there are none. */
export function LatestEpisodes({ episodes }: LatestEpisodesProps) {
  const lang = useLang();
  const t = usePodcastsMessages();
  if (episodes.length === 0) return null;
  return (
    <section className="latest-episodes" aria-labelledby="latest-episodes-title">
      <div className="latest-episodes__header">
        <h2 id="latest-episodes-title" className="section-title">
          {t.latestEpisodes}
        </h2>
        <Link className="latest-episodes__all" to={podcastPath(lang)}>
          {t.allEpisodes}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ol className="episode-list" role="list">
        {episodes.map((episode) => (
          <li key={episode.id}>
            <EpisodeCard episode={episode} headingLevel="h3" />
          </li>
        ))}
      </ol>
      <PodcastSubscribe />
    </section>
  );
}

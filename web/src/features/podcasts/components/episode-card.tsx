import { Link } from '../../../components/ui/link';
import { episodeLinkPath, type EpisodeSummary } from '../lib/public-episode';
import { EpisodeCover } from './episode-cover';
import { EpisodeFacts } from './episode-facts';
import { PodcastPlayer } from './podcast-player';

interface EpisodeCardProps {
  episode: EpisodeSummary;
  headingLevel?: 'h2' | 'h3';
}

/** An episode in a list: cover, title (to its page), facts, the description's opening and the player. */
export function EpisodeCard({ episode, headingLevel = 'h2' }: EpisodeCardProps) {
  const Heading = headingLevel;
  return (
    <article className="episode-card">
      {/* Laid out by the card's own width (a container query): wide in a list, narrow in a column. */}
      <div className="episode-card__layout">
        <EpisodeCover
          src={episode.image_url}
          className="episode-card__cover"
          // A 5.5rem square in a narrow card, 9rem in a wide one.
          sizes="9rem"
        />
        <div className="episode-card__head">
          <Heading className="episode-card__title">
            <Link to={episodeLinkPath(episode)}>{episode.title}</Link>
          </Heading>
          <EpisodeFacts episode={episode} className="episode-facts" />
        </div>
        {episode.summary ? <p className="episode-card__summary">{episode.summary}</p> : null}
        <div className="episode-card__player">
          <PodcastPlayer episode={episode} />
        </div>
      </div>
    </article>
  );
}

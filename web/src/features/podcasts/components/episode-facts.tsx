import { formatDate } from '../../../lib/i18n/format';
import { useLang } from '../../../lib/i18n/language-context';
import { usePodcastsMessages } from '../../../lib/i18n/sections/podcasts';
import { isoDuration } from '../lib/duration';
import { minutesOf, type EpisodeSummary } from '../lib/public-episode';

interface EpisodeFactsProps {
  episode: EpisodeSummary;
  className: string;
}

/** Date, length, `Season 2 · Episode 5` and the explicit mark, each when the episode has it. */
export function EpisodeFacts({ episode, className }: EpisodeFactsProps) {
  const lang = useLang();
  const t = usePodcastsMessages();
  const numbering = t.numbering(episode.season, episode.episode);
  const facts = [
    episode.published_at ? (
      <time key="date" dateTime={episode.published_at}>
        {formatDate(episode.published_at, lang)}
      </time>
    ) : null,
    episode.duration_seconds ? (
      <time key="length" dateTime={isoDuration(episode.duration_seconds)}>
        {t.minutes(minutesOf(episode.duration_seconds))}
      </time>
    ) : null,
    numbering ? <span key="numbering">{numbering}</span> : null,
  ].filter((fact) => fact !== null);
  return (
    <p className={className}>
      {facts.map((fact, index) => (
        <span key={fact.key} className="episode-facts__item">
          {index > 0 ? (
            <span className="episode-facts__separator" aria-hidden="true">
              ·
            </span>
          ) : null}
          {fact}
        </span>
      ))}
      {episode.explicit ? <span className="episode-facts__explicit">{t.explicit}</span> : null}
    </p>
  );
}

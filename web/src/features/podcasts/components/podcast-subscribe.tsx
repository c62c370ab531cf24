import { podcastFeedPath } from '../../../config/paths';
import { FeedIcon } from '../../../components/ui/icons';
import { useLang, useMessages } from '../../../lib/i18n/language-context';

/**
 * The language's feed, for podcast apps, and how to add it to one. A plain link: the server
 * writes the feed, the app has no page there.
 */
export function PodcastSubscribe() {
  const lang = useLang();
  const t = useMessages().podcasts;
  return (
    <div className="podcast-subscribe">
      <p className="podcast-subscribe__line">
        <FeedIcon />
        <span>{t.subscribe}</span>
        <a href={podcastFeedPath(lang)} type="application/rss+xml">
          {t.feed}
        </a>
      </p>
      <p className="podcast-subscribe__hint">{t.feedHint}</p>
    </div>
  );
}

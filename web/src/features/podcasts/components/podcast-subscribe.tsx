import { podcastFeedPath } from '../../../config/paths';
import { FeedIcon } from '../../../components/ui/icons';
import { useLang } from '../../../lib/i18n/language-context';
import { usePodcastsMessages } from '../../../lib/i18n/sections/podcasts';

/**
 * The language's feed, for podcast apps, and how to add it to one. A plain link: the server
 * writes the feed, the app has no page there.
 */
export function PodcastSubscribe() {
  const lang = useLang();
  const t = usePodcastsMessages();
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

import { Head } from '../../../components/ui/head';
import { serializeJsonLd } from '../../../lib/json-ld';

import { podcastEpisodeJsonLd } from '../lib/json-ld';
import type { EpisodeSummary } from '../lib/public-episode';
import { usePodcastsMessages } from '../../../lib/i18n/sections/podcasts';

/**
 * What an episode's page adds to the common <PageHead>: its PodcastEpisode JSON-LD (a data block,
 * which the build leaves out of the CSP because browsers never run it).
 */
export function EpisodeHead({ episode }: { episode: EpisodeSummary }) {
  const t = usePodcastsMessages();
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(podcastEpisodeJsonLd(episode, t.showName, import.meta.env.VITE_SITE_URL))}</script>
    </Head>
  );
}

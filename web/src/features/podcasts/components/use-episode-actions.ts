import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../components/admin/format';
import { useConfirm } from '../../../components/admin/use-confirm';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { deleteEpisode } from '../api/delete-episode';
import { episodeQueryOptions } from '../api/get-episode';
import { PODCASTS_QUERY_KEY } from '../api/list-episodes';
import { publishEpisode } from '../api/publish-episode';
import type { PodcastEpisode, PodcastEpisodePage } from '../api/types';
import { unpublishEpisode } from '../api/unpublish-episode';
import { LANGUAGE_LABEL } from '../lib/episodes';

/** What is being done to which episode, while the server answers. */
export interface EpisodeWork {
  id: number;
  what: 'publish' | 'schedule' | 'unpublish' | 'delete';
}

const LIST_KEY = [...PODCASTS_QUERY_KEY, 'list'] as const;

/**
 * Publish now, Schedule, Unpublish and Delete (after asking), as the list and the form both offer
 * them: each says how it went in a toast and puts the server's answer in the query cache.
 * `dialog` is the question, to render.
 */
export function useEpisodeActions() {
  const client = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const [working, setWorking] = useState<EpisodeWork | null>(null);

  /** The episode as the server answered it, in its own entry and the pages listing it; the lists are read again (their order and filters). */
  function settle(episode: PodcastEpisode) {
    client.setQueryData(episodeQueryOptions(episode.id).queryKey, episode);
    client.setQueriesData<PodcastEpisodePage>({ queryKey: LIST_KEY }, (page) => page && { ...page, items: page.items.map((item) => (item.id === episode.id ? episode : item)) });
    void client.invalidateQueries({ queryKey: LIST_KEY });
  }

  /**
   * Publishes the episode now, or schedules it for `at` (an ISO instant in the future); resolves
   * to the episode as it now is, or null when the server refused.
   */
  async function publish(episode: PodcastEpisode, at: string | null = null): Promise<PodcastEpisode | null> {
    setWorking({ id: episode.id, what: at ? 'schedule' : 'publish' });
    try {
      const changed = await publishEpisode(episode.id, at ? { published_at: at } : {});
      settle(changed);
      const feed = `the ${LANGUAGE_LABEL[changed.language]} feed`;
      if (changed.status === 'scheduled') {
        toast({ title: 'Episode scheduled', description: `“${changed.title}” joins ${feed} ${formatDateTime(changed.published_at)}.` });
      } else {
        toast({ title: 'Episode published', description: `“${changed.title}” is in ${feed}.` });
      }
      return changed;
    } catch (error) {
      toast({
        title: at ? 'The episode could not be scheduled' : 'The episode could not be published',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return null;
    } finally {
      setWorking(null);
    }
  }

  /** Takes the episode back to a draft, off the feed; resolves to it, or null when the server refused. */
  async function unpublish(episode: PodcastEpisode): Promise<PodcastEpisode | null> {
    setWorking({ id: episode.id, what: 'unpublish' });
    try {
      const changed = await unpublishEpisode(episode.id);
      settle(changed);
      toast({ title: 'Episode unpublished', description: `“${changed.title}” is a draft again, out of the ${LANGUAGE_LABEL[changed.language]} feed.` });
      return changed;
    } catch (error) {
      toast({ title: 'The episode could not be unpublished', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return null;
    } finally {
      setWorking(null);
    }
  }

  /** Deletes the episode once the person says so; resolves to whether it is gone. */
  async function remove(episode: PodcastEpisode): Promise<boolean> {
    const ok = await confirm({
      title: `Delete “${episode.title}”?`,
      message:
        episode.status === 'draft'
          ? 'The episode is deleted for good, with its uploaded audio unless another episode uses it.'
          : 'The episode leaves the feed and is deleted for good, with its uploaded audio unless another episode uses it. To take it off the feed for a while, unpublish it instead.',
      confirm: 'Delete',
      destructive: true,
    });
    if (!ok) return false;
    setWorking({ id: episode.id, what: 'delete' });
    try {
      await deleteEpisode(episode.id);
      client.removeQueries({ queryKey: episodeQueryOptions(episode.id).queryKey });
      client.setQueriesData<PodcastEpisodePage>(
        { queryKey: LIST_KEY },
        (page) => page && { items: page.items.filter((item) => item.id !== episode.id), total: Math.max(0, page.total - (page.items.some((item) => item.id === episode.id) ? 1 : 0)) },
      );
      void client.invalidateQueries({ queryKey: LIST_KEY });
      toast({ title: 'Episode deleted', description: episode.title });
      return true;
    } catch (error) {
      toast({ title: 'The episode could not be deleted', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return false;
    } finally {
      setWorking(null);
    }
  }

  return { dialog, working, publish, unpublish, remove };
}

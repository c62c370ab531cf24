import { EmptyState } from '../../../components/admin/admin-page';
import { Pager } from '../../../components/admin/pager';
import { SelectField } from '../../../components/admin/select-field';
import { serverMessage } from '../../../lib/api-client';
import { EPISODES_PER_PAGE, useEpisodes, type EpisodeFilter } from '../api/list-episodes';
import type { PodcastEpisode } from '../api/types';
import { LANGUAGE_FILTER_OPTIONS, STATUS_FILTER_OPTIONS, describeEpisodes } from '../lib/episodes';
import { EpisodesTable } from './episodes-table';
import { useEpisodeActions } from './use-episode-actions';

/** What the list shows: kept in the page's address. */
export interface EpisodeView extends EpisodeFilter {
  /** From 1. */
  page: number;
}

interface EpisodesListProps {
  view: EpisodeView;
  onView: (view: EpisodeView) => void;
  hrefOf: (episode: PodcastEpisode) => string;
}

/** The episodes filtered by status and language, a page at a time, newest first; Publish, Unpublish and Delete act from each row. */
export function EpisodesList({ view, onView, hrefOf }: EpisodesListProps) {
  const episodes = useEpisodes(view, view.page);
  const { dialog, working, publish, unpublish, remove } = useEpisodeActions();
  const filtered = view.status !== 'all' || view.language !== '';
  const data = episodes.data;

  return (
    <>
      <form
        className="admin-filters"
        role="search"
        aria-label="Filter episodes"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <SelectField
          label="Status"
          value={view.status}
          options={STATUS_FILTER_OPTIONS}
          onChange={(status) => {
            onView({ ...view, status, page: 1 });
          }}
        />
        <SelectField
          label="Language"
          value={view.language}
          options={LANGUAGE_FILTER_OPTIONS}
          onChange={(language) => {
            onView({ ...view, language, page: 1 });
          }}
        />
      </form>
      {episodes.isError && !data ? (
        <div className="admin-empty podcast-failed">
          <p>Failed to load the episodes. {serverMessage(episodes.error) ?? 'Please try again.'}</p>
          <button type="button" className="admin-button" onClick={() => void episodes.refetch()}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <EmptyState>Loading episodes…</EmptyState>
      ) : (
        <>
          <p className="podcast-summary" aria-live="polite">
            {describeEpisodes(view, data.total)}
          </p>
          {data.items.length === 0 ? (
            <EmptyState>
              {data.total > 0
                ? 'There are no episodes on this page.'
                : filtered
                  ? 'No episodes match these filters.'
                  : 'No episodes yet. Create the first with New episode.'}
            </EmptyState>
          ) : (
            <EpisodesTable
              episodes={data.items}
              hrefOf={hrefOf}
              working={working}
              onPublish={(episode) => void publish(episode)}
              onUnpublish={(episode) => void unpublish(episode)}
              onDelete={(episode) => void remove(episode)}
            />
          )}
          <Pager
            page={view.page}
            total={data.total}
            perPage={EPISODES_PER_PAGE}
            onPage={(page) => {
              onView({ ...view, page });
            }}
          />
        </>
      )}
      {dialog}
    </>
  );
}

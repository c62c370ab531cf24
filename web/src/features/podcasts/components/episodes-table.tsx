import { Link } from 'react-router-dom';
import { Badge } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import { AdminTable, type Column } from '../../../components/admin/table-frame';
import type { PodcastEpisode } from '../api/types';
import { formatDuration, isoDuration } from '../lib/duration';
import { LANGUAGE_LABEL, STATUS_BADGE, episodeNumber, episodeNumberWords } from '../lib/episodes';
import type { EpisodeWork } from './use-episode-actions';

interface EpisodesTableProps {
  episodes: PodcastEpisode[];
  /** An episode's form. */
  hrefOf: (episode: PodcastEpisode) => string;
  /** The episode being acted on: its buttons wait. */
  working: EpisodeWork | null;
  onPublish: (episode: PodcastEpisode) => void;
  onUnpublish: (episode: PodcastEpisode) => void;
  onDelete: (episode: PodcastEpisode) => void;
}

/** When it went live, or goes live; none for a draft. */
function When({ episode }: { episode: PodcastEpisode }) {
  if (episode.status === 'draft' || !episode.published_at) return <span className="admin-muted">—</span>;
  return (
    <>
      <time dateTime={episode.published_at}>{formatDateTime(episode.published_at)}</time>
      {episode.status === 'scheduled' ? <span className="admin-table__meta">goes live then</span> : null}
    </>
  );
}

/** One page of episodes: what each is, where it is, and what can be done to it. */
export function EpisodesTable({ episodes, hrefOf, working, onPublish, onUnpublish, onDelete }: EpisodesTableProps) {
  const columns: Column[] = ['Title', 'Language', 'Episode', 'Duration', 'Status', 'Published', 'Actions'];
  // On a phone each episode becomes a card, its cells named by their data-label (.admin-cards, styles/admin.css).
  return (
    <div className="admin-cards">
      <AdminTable label="Podcast episodes" columns={columns}>
        {episodes.map((episode) => {
          const busy = working?.id === episode.id;
          const [tone, word] = STATUS_BADGE[episode.status];
          const number = episodeNumber(episode);
          return (
            <tr key={episode.id}>
              <td className="admin-table__title podcast-table__title admin-cards__head">
                <Link to={hrefOf(episode)}>{episode.title}</Link>
                {episode.explicit ? <span className="admin-table__meta">explicit</span> : null}
              </td>
              <td data-label="Language">{LANGUAGE_LABEL[episode.language]}</td>
              <td className="admin-table__nowrap" data-label="Episode">
                {number ? <abbr className="podcast-table__number" title={episodeNumberWords(episode)}>{number}</abbr> : <span className="admin-muted">—</span>}
              </td>
              <td className="admin-table__nowrap podcast-table__duration" data-label="Duration">
                {episode.duration_seconds == null ? (
                  <span className="admin-muted">—</span>
                ) : (
                  <time dateTime={isoDuration(episode.duration_seconds)}>{formatDuration(episode.duration_seconds)}</time>
                )}
              </td>
              <td data-label="Status">
                <Badge tone={tone}>{word}</Badge>
              </td>
              <td className="admin-table__nowrap" data-label="Published">
                <When episode={episode} />
              </td>
              <td className="admin-table__actions admin-cards__wide">
                <div className="podcast-row-actions">
                  <Link className="admin-button admin-button--small" to={hrefOf(episode)}>
                    Edit <span className="visually-hidden">“{episode.title}”</span>
                  </Link>
                  {episode.status === 'published' ? null : (
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      disabled={busy}
                      onClick={() => {
                        onPublish(episode);
                      }}
                    >
                      {busy && working.what === 'publish' ? 'Publishing…' : 'Publish now'} <span className="visually-hidden">“{episode.title}”</span>
                    </button>
                  )}
                  {episode.status === 'draft' ? null : (
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      disabled={busy}
                      onClick={() => {
                        onUnpublish(episode);
                      }}
                    >
                      {busy && working.what === 'unpublish' ? 'Unpublishing…' : 'Unpublish'} <span className="visually-hidden">“{episode.title}”</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="admin-button admin-button--small admin-button--danger"
                    disabled={busy}
                    onClick={() => {
                      onDelete(episode);
                    }}
                  >
                    Delete <span className="visually-hidden">“{episode.title}”</span>
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}

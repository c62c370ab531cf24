import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../components/admin/admin-page';
import { podcastFeedPath } from '../../config/paths';
import { MediaPicker } from '../../features/media/components/media-picker';
import { EditEpisodeForm, EpisodeForm, type DescriptionEditorProps, type PickImage } from '../../features/podcasts/components/episode-form';
import { EpisodesList, type EpisodeView } from '../../features/podcasts/components/episodes-list';
import { isPodcastLanguage, isPodcastStatus } from '../../features/podcasts/lib/episodes';
import '../../styles/admin-podcasts.css';

/** The article editor's rich-text editor writes episode descriptions too: loaded, with TipTap, only when an episode is open. */
const RichTextEditor = lazy(() => import('../../features/article-editor/components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/** Podcast apps show no frames: the description's editor offers no embeds. */
function DescriptionEditor(props: DescriptionEditorProps) {
  return (
    <Suspense
      fallback={
        <p className="admin-empty" role="status">
          Loading the editor…
        </p>
      }
    >
      <RichTextEditor {...props} embeds={false} />
    </Suspense>
  );
}

/** The list's filters and page from the address: `?status=…&language=…&page=…`. */
function readView(params: URLSearchParams): EpisodeView {
  const status = params.get('status');
  const language = params.get('language');
  return {
    status: isPodcastStatus(status) ? status : 'all',
    language: isPodcastLanguage(language) ? language : '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

function writeView(view: EpisodeView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== 'all') params.set('status', view.status);
  if (view.language) params.set('language', view.language);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The list's address with one more parameter: the form keeps the list's filters for the way back. */
function withParam(view: EpisodeView, name: string, value: string): string {
  const params = writeView(view);
  params.set(name, value);
  return `?${params.toString()}`;
}

/** The media library in its dialog, to choose a cover: `pick()` resolves to the image, or null. */
function useMediaLibraryPicker(): [PickImage, ReactNode] {
  const [answer, setAnswer] = useState<((image: { url: string; alt: string } | null) => void) | null>(null);
  const pick = useCallback<PickImage>(
    () =>
      new Promise((resolve) => {
        setAnswer(() => resolve);
      }),
    [],
  );
  const finish = (image: { url: string; alt: string } | null) => {
    answer?.(image);
    setAnswer(null);
  };
  const picker = (
    <MediaPicker
      open={answer !== null}
      onClose={() => {
        finish(null);
      }}
      onPick={(item) => {
        finish({ url: item.url, alt: item.alt });
      }}
    />
  );
  return [pick, picker];
}

/**
 * `/admin/podcasts`: the site's podcast episodes in English and Romanian, each language with its
 * own feed (`?new=1` writes one, `?episode=ID` edits one; the list's filters stay in the address).
 */
export function PodcastsPage() {
  const [params, setParams] = useSearchParams();
  const [pickImage, picker] = useMediaLibraryPicker();
  const view = readView(params);
  const episodeId = Number(params.get('episode')) || null;
  const creating = episodeId === null && params.get('new') === '1';
  const listQuery = writeView(view).toString();
  const toList = () => {
    setParams(writeView(view));
  };
  const formProps = {
    renderDescriptionEditor: (props: DescriptionEditorProps) => <DescriptionEditor {...props} />,
    pickImage,
    onCreated: (episode: { id: number }) => {
      const next = writeView(view);
      next.set('episode', String(episode.id));
      setParams(next);
    },
    onDeleted: toList,
    onCancel: toList,
  };

  return (
    <AdminPage
      title="Podcasts"
      description="Episodes of the site’s podcast. Each language has its own feed, which podcast apps read: a published episode joins it at once, a scheduled one at its time."
      actions={
        creating || episodeId !== null ? null : (
          <Link className="admin-button admin-button--primary" to={withParam(view, 'new', '1')}>
            New episode
          </Link>
        )
      }
    >
      {creating ? (
        <EpisodeForm language={view.language || 'en'} {...formProps} />
      ) : episodeId !== null ? (
        <>
          <Link className="admin-link podcast-back" to={`/admin/podcasts${listQuery ? `?${listQuery}` : ''}`}>
            ← All episodes
          </Link>
          <EditEpisodeForm id={episodeId} {...formProps} />
        </>
      ) : (
        <>
          <p className="podcast-feeds">
            Feeds for podcast apps:{' '}
            <a href={podcastFeedPath('en')} target="_blank" rel="noreferrer">
              English<span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            ·{' '}
            <a href={podcastFeedPath('ro')} target="_blank" rel="noreferrer">
              Romanian<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <EpisodesList
            view={view}
            onView={(next) => {
              setParams(writeView(next));
            }}
            hrefOf={(episode) => withParam(view, 'episode', String(episode.id))}
          />
        </>
      )}
      {picker}
    </AdminPage>
  );
}

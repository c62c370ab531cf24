import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { Pager } from '../../components/admin/pager';
import { SearchBox } from '../../components/admin/search-box';
import { useConfirm } from '../../components/admin/use-confirm';
import { deleteMedia } from '../../features/media/api/delete-media';
import { MEDIA_PER_PAGE, MEDIA_QUERY_KEY, useMediaList } from '../../features/media/api/list-media';
import type { MediaItem } from '../../lib/api/types';
import { MediaGrid } from '../../features/media/components/media-grid';
import { MediaUploader } from '../../features/media/components/media-uploader';
import { serverMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import '../../styles/admin-media.css';

/** `/admin/media`: the images articles use, uploaded once and served in a few sizes. */
export function MediaPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [query, setQuery] = useState(search);
  const [busy, setBusy] = useState<number | null>(null);
  const [dialog, confirm] = useConfirm();
  const client = useQueryClient();
  const media = useMediaList(search, page);

  const show = (nextSearch: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextSearch.trim()) next.set('q', nextSearch.trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const refresh = () => client.invalidateQueries({ queryKey: MEDIA_QUERY_KEY });

  function copy(item: MediaItem) {
    const url = new URL(item.url, window.location.origin).href;
    // Through a promise: the clipboard is missing where the page is not served over HTTPS.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => {
          toast({ title: 'URL copied', description: url });
        },
        () => {
          toast({ title: 'The URL could not be copied', description: url, variant: 'destructive' });
        },
      );
  }

  async function remove(item: MediaItem) {
    const ok = await confirm({
      title: `Delete “${item.original_name}”?`,
      message: 'The image and each of its sizes are deleted from the server. This cannot be undone.',
      confirm: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    setBusy(item.id);
    try {
      await deleteMedia(item.id);
      toast({ title: 'Image deleted', description: item.original_name });
    } catch (error) {
      toast({ title: 'The image could not be deleted', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
    await refresh();
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    show(query, 1);
  };
  const data = media.data;
  return (
    <AdminPage
      title="Media"
      description="Images for articles. Each is stored in a few sizes, so readers download only what their screen needs."
    >
      <MediaUploader onUploaded={() => void refresh()} />
      <form className="admin-filters media-search" role="search" aria-label="Search images" onSubmit={submit}>
        <SearchBox id="media-search" label="File name or alt text" value={query} onChange={setQuery} />
      </form>
      {media.isError ? (
        <EmptyState>Failed to load media. {serverMessage(media.error) ?? 'Please try again.'}</EmptyState>
      ) : !data ? (
        <EmptyState>Loading media…</EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState>
          {page > 1 && data.total > 0 ? (
            <>
              There are no images on this page.{' '}
              <button
                type="button"
                className="admin-link"
                onClick={() => {
                  show(search, 1);
                }}
              >
                Go to the first page
              </button>
            </>
          ) : search ? (
            `No images match “${search}”.`
          ) : (
            'No images yet. Upload the first one.'
          )}
        </EmptyState>
      ) : (
        <>
          <p className="media-count" aria-live="polite">
            {data.total.toLocaleString('en')} image{data.total === 1 ? '' : 's'}
            {search ? ` match “${search}”` : ''}
          </p>
          <MediaGrid items={data.items} busy={busy} onCopy={copy} onDelete={(item) => void remove(item)} />
          <Pager
            page={page}
            total={data.total}
            perPage={MEDIA_PER_PAGE}
            onPage={(next) => {
              show(search, next);
            }}
          />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}

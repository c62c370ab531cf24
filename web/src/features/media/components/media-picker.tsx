import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState } from '../../../components/admin/admin-page';
import { Pager } from '../../../components/admin/pager';
import { serverMessage } from '../../../lib/api-client';
import { MEDIA_PER_PAGE, MEDIA_QUERY_KEY, useMediaList } from '../api/list-media';
import type { MediaItem } from '../../../lib/api/types';
import { formatBytes, thumbnailUrl } from '../lib/format';
import { MediaUploader } from './media-uploader';
import '../../../styles/admin-media.css';

/** The library is searched once typing pauses this long. */
const SEARCH_DELAY_MS = 300;

export interface MediaPickerProps {
  /** Shows the dialog. It stays open until the parent sets this to false. */
  open: boolean;
  /** Escape, Close or a click beside the dialog: set `open` to false. */
  onClose: () => void;
  /**
   * The image chosen (clicked, or Enter on it), or “Use this image” after uploading one. Its
   * `url` is the widest variant and `alt` its description; the picker stays open, so close it here.
   */
  onPick: (item: MediaItem) => void;
}

/**
 * The media library in a modal dialog, to choose one image: searchable and paged like
 * /admin/media, with the same uploader. A native modal <dialog>: the page behind is inert, focus
 * stays inside, Escape closes it, and focus returns to what opened it. It adds no <form>, so it
 * can sit inside the editor's.
 *
 *     <MediaPicker open={picking} onClose={() => setPicking(false)}
 *       onPick={(item) => { setImage(item.url, item.alt); setPicking(false); }} />
 */
export function MediaPicker({ open, onClose, onPick }: MediaPickerProps) {
  return open ? <PickerDialog onClose={onClose} onPick={onPick} /> : null;
}

function PickerDialog({ onClose, onPick }: Omit<MediaPickerProps, 'open'>) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const pressedOutside = useRef(false);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const media = useMediaList(search, page);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    searchInput.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (query.trim() === search) return;
    const timer = setTimeout(() => {
      setSearch(query.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [query, search]);

  const data = media.data;
  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className="media-picker"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Closed by the browser itself (Chrome does after repeated Escapes).
      onClose={onClose}
      // A click on the backdrop (the dialog itself, around its content) that also began there.
      onMouseDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOutside.current) onClose();
      }}
    >
      <div className="media-picker__inner">
        <header className="media-picker__header">
          <h2 id={`${id}-title`}>Choose an image</h2>
          <button type="button" className="admin-button admin-button--small" onClick={onClose}>
            Close
          </button>
        </header>
        <MediaUploader
          compact
          onUploaded={() => void client.invalidateQueries({ queryKey: MEDIA_QUERY_KEY })}
          action={{ label: 'Use this image', onClick: onPick }}
        />
        <div className="media-picker__search" role="search" aria-label="Search images">
          <label htmlFor={`${id}-search`}>File name or alt text</label>
          <input
            ref={searchInput}
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Search now; and inside the editor's form, Enter would send the article.
              event.preventDefault();
              setSearch(query.trim());
              setPage(1);
            }}
          />
        </div>
        {media.isError ? (
          <EmptyState>Failed to load media. {serverMessage(media.error) ?? 'Please try again.'}</EmptyState>
        ) : !data ? (
          <EmptyState>Loading media…</EmptyState>
        ) : data.items.length === 0 ? (
          <EmptyState>{search ? `No images match “${search}”.` : 'No images yet. Upload the first one.'}</EmptyState>
        ) : (
          <>
            <ul className="media-grid media-grid--picker" aria-label="Images" aria-busy={media.isFetching}>
              {data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="media-choice"
                    onClick={() => {
                      onPick(item);
                    }}
                  >
                    <span className="media-choice__thumb">
                      <img src={thumbnailUrl(item)} alt="" width={item.width} height={item.height} loading="lazy" decoding="async" />
                    </span>
                    {/* Named “Choose <file> <size>”; the spaces keep the words apart in that name. */}
                    <span className="visually-hidden">Choose</span>{' '}
                    <span className="media-choice__name">{item.original_name}</span>{' '}
                    <span className="media-choice__meta">
                      {item.width} × {item.height} · {formatBytes(item.bytes)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager page={page} total={data.total} perPage={MEDIA_PER_PAGE} onPage={setPage} />
          </>
        )}
      </div>
    </dialog>
  );
}

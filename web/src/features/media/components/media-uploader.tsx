import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { MAX_ALT_LENGTH, UPLOAD_TYPES, uploadMedia } from '../api/upload-media';
import type { MediaItem } from '../../../lib/api/types';
import { uploadProblem } from '../lib/format';

type UploadState = 'waiting' | 'sending' | 'processing' | 'done' | 'failed';

/** One file given to the uploader, and how far it has got. */
interface Upload {
  key: number;
  name: string;
  state: UploadState;
  /** Of the file sent, from 0 to 1. */
  progress: number;
  /** What became of it: the server's words when it refused. */
  message: string;
  item?: MediaItem;
}

interface MediaUploaderProps {
  /** Called for each image the library now has: a new one, or the same image uploaded before. */
  onUploaded: (item: MediaItem) => void;
  /** A button beside each uploaded image (the picker's “Use this image”). */
  action?: { label: string; onClick: (item: MediaItem) => void };
  /** Less room around the drop zone, inside a dialog. */
  compact?: boolean;
}

function failure(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (error instanceof ApiError && error.status === 0) return 'The connection was lost. Please try again.';
  return 'The server could not store it. Please try again.';
}

function carriesFiles(event: DragEvent | globalThis.DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * Images dropped here or chosen with “Upload images”, each with its own progress bar and then
 * its result or the server's reason for refusing it. They are sent one after another: the
 * server decodes and resizes each, which is the slow part.
 */
export function MediaUploader({ onUploaded, action, compact = false }: MediaUploaderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef(Promise.resolve());
  const nextKey = useRef(1);
  const cancel = useRef<AbortController | null>(null);
  // The queue runs later than the render that filled it: it calls the latest callback.
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    const controller = new AbortController();
    cancel.current = controller;
    // A file dropped beside the zone would otherwise open in the tab, leaving the admin area.
    const ignore = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      controller.abort();
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);

  const update = (key: number, change: Partial<Upload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  };

  async function send(key: number, file: File, altText: string) {
    const signal = cancel.current?.signal;
    if (signal?.aborted) return;
    update(key, { state: 'sending' });
    try {
      const { item, created } = await uploadMedia(file, {
        alt: altText,
        signal,
        onProgress: (fraction) => {
          update(key, fraction >= 1 ? { state: 'processing', progress: 1 } : { progress: fraction });
        },
      });
      const message = created ? 'Uploaded' : 'Already in the library';
      update(key, { state: 'done', message, item });
      setAnnouncement(`${file.name}: ${message.toLowerCase()}.`);
      uploaded.current(item);
    } catch (error) {
      if (signal?.aborted) return;
      const message = failure(error);
      update(key, { state: 'failed', message });
      setAnnouncement(`${file.name} was not uploaded: ${message}`);
    }
  }

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    const altText = alt.trim();
    setAlt('');
    const added = files.map((file) => {
      const problem = uploadProblem(file);
      const upload: Upload = {
        key: nextKey.current++,
        name: file.name,
        state: problem ? 'failed' : 'waiting',
        progress: 0,
        message: problem ?? '',
      };
      if (!problem) queue.current = queue.current.then(() => send(upload.key, file, altText));
      return upload;
    });
    setUploads((list) => [...added, ...list]);
    const refused = added.filter((upload) => upload.state === 'failed');
    if (refused.length > 0) setAnnouncement(refused.map((upload) => `${upload.name} was not uploaded: ${upload.message}`).join(' '));
  };

  const finished = uploads.filter((upload) => upload.state === 'done' || upload.state === 'failed').length;
  return (
    <div className={compact ? 'media-uploader media-uploader--compact' : 'media-uploader'}>
      <div
        className={dragging ? 'media-drop media-drop--active' : 'media-drop'}
        onDragEnter={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add([...event.dataTransfer.files]);
        }}
      >
        <svg className="media-drop__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
        </svg>
        <div className="media-drop__text">
          <p className="media-drop__title">{dragging ? 'Drop the images to upload them' : 'Drag images here, or'}</p>
          <p className="media-drop__hint">JPEG, PNG, WebP or GIF, up to 15 MB each. Metadata such as the location is removed.</p>
        </div>
        <button
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => {
            input.current?.click();
          }}
        >
          Upload images
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_TYPES.join(',')}
          aria-label="Images to upload"
          tabIndex={-1}
          hidden
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            // The same file can be chosen again after a failure.
            event.target.value = '';
          }}
        />
      </div>
      <div className="media-uploader__alt">
        <label htmlFor={`${id}-alt`}>Alt text for the next upload (optional)</label>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={MAX_ALT_LENGTH}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => {
            setAlt(event.target.value);
          }}
          onKeyDown={(event) => {
            // Inside the editor's form, Enter would send the article.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <p id={`${id}-alt-hint`} className="media-uploader__hint">
          What the image shows, for readers who cannot see it. Given to each image chosen next.
        </p>
      </div>
      {uploads.length > 0 ? (
        <div className="media-uploads">
          <ul className="media-uploads__list" aria-label="Uploads">
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} action={action} />
            ))}
          </ul>
          {finished > 0 ? (
            <button
              type="button"
              className="admin-link media-uploads__clear"
              onClick={() => {
                setUploads((list) => list.filter((upload) => upload.state !== 'done' && upload.state !== 'failed'));
              }}
            >
              Clear finished
            </button>
          ) : null}
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function UploadRow({ upload, action }: { upload: Upload; action: MediaUploaderProps['action'] }) {
  const percent = Math.round(upload.progress * 100);
  const { item } = upload;
  return (
    <li className={`media-upload media-upload--${upload.state}`}>
      <span className="media-upload__name">{upload.name}</span>
      {upload.state === 'waiting' ? <span className="media-upload__note">Waiting…</span> : null}
      {upload.state === 'sending' ? (
        <>
          <progress className="media-upload__bar" max={100} value={percent} aria-label={`Uploading ${upload.name}`} />
          <span className="media-upload__note">{percent}%</span>
        </>
      ) : null}
      {upload.state === 'processing' ? (
        <>
          <progress className="media-upload__bar" aria-label={`Processing ${upload.name}`} />
          <span className="media-upload__note">Processing…</span>
        </>
      ) : null}
      {upload.state === 'done' ? (
        <>
          <span className="media-upload__result">{upload.message}</span>
          {action && item ? (
            <button
              type="button"
              className="admin-button admin-button--small"
              onClick={() => {
                action.onClick(item);
              }}
            >
              {action.label}
            </button>
          ) : null}
        </>
      ) : null}
      {upload.state === 'failed' ? <span className="media-upload__error">{upload.message}</span> : null}
    </li>
  );
}

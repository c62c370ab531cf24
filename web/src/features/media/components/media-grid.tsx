import { useId } from 'react';
import { Badge } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import type { MediaItem } from '../../../lib/api/types';
import { formatBytes, thumbnailUrl, usageText } from '../lib/format';

interface MediaGridProps {
  items: MediaItem[];
  /** The image being deleted, whose buttons wait. */
  busy: number | null;
  onCopy: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
}

/** The library as cards: a thumbnail, what the image is, where it is used, and its actions. */
export function MediaGrid({ items, busy, onCopy, onDelete }: MediaGridProps) {
  return (
    <ul className="media-grid" aria-label="Images">
      {items.map((item) => (
        <MediaCard key={item.id} item={item} busy={busy === item.id} onCopy={onCopy} onDelete={onDelete} />
      ))}
    </ul>
  );
}

function MediaCard({ item, busy, onCopy, onDelete }: { item: MediaItem; busy: boolean } & Pick<MediaGridProps, 'onCopy' | 'onDelete'>) {
  const nameId = useId();
  const used = item.used_by > 0;
  return (
    <li className="media-card">
      <div className="media-card__thumb">
        <img src={thumbnailUrl(item)} alt={item.alt} width={item.width} height={item.height} loading="lazy" decoding="async" />
      </div>
      <div className="media-card__body">
        <p id={nameId} className="media-card__name" title={item.original_name}>
          {item.original_name}
        </p>
        <p className="media-card__meta">
          {item.width} × {item.height} · {formatBytes(item.bytes)} · {item.format.toUpperCase()}
        </p>
        <p className="media-card__meta">
          <time dateTime={item.uploaded_at}>{formatDateTime(item.uploaded_at)}</time>
        </p>
        <p className="media-card__meta media-card__by" title={item.uploaded_by}>
          by {item.uploaded_by}
        </p>
        <p className="media-card__usage">
          <Badge tone={used ? 'info' : 'neutral'}>{usageText(item)}</Badge>
        </p>
        <div className="media-card__actions">
          <button
            type="button"
            className="admin-button admin-button--small"
            aria-describedby={nameId}
            onClick={() => {
              onCopy(item);
            }}
          >
            Copy URL
          </button>
          <button
            type="button"
            className="admin-button admin-button--small admin-button--danger"
            aria-describedby={nameId}
            disabled={used || busy}
            title={used ? 'An image articles use cannot be deleted: take it out of them first.' : undefined}
            onClick={() => {
              onDelete(item);
            }}
          >
            {busy ? 'Deleting…' : 'Delete'}
          </button>
        </div>
      </div>
    </li>
  );
}

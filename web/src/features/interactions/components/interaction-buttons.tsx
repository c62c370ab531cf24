import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ReaderState } from '../../../lib/api/types';
import { formatNumber } from '../../../lib/i18n/format';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { readerStateQueryKey, useReaderState } from '../api/get-reader-state';
import { toggleInteraction, type InteractionType } from '../api/toggle-interaction';
import { RELOAD_DELAY_MS, applyToggle, applyToggled } from '../lib/optimistic';

interface InteractionButtonsProps {
  articleId: number;
  /** Shows a failure to the reader (the page wires it to the site's toasts). */
  onError: (message: string) => void;
  /** The reader saved the article (so the page can keep it for offline reading). */
  onSaved?: () => void;
}

/**
 * The like and bookmark toggle (spec §4 Interactions): the counts change at once, the server's
 * answer replaces them, a failure puts them back, and the state reloads 0.5 s later. One toggle
 * at a time.
 */
function useToggle(articleId: number, onError: (message: string) => void, onSaved?: () => void) {
  const client = useQueryClient();
  const t = useMessages().interactions;
  const key = readerStateQueryKey(articleId);
  const [busy, setBusy] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const toggle = async (type: InteractionType) => {
    setBusy(true);
    await client.cancelQueries({ queryKey: key });
    const previous = client.getQueryData<ReaderState>(key);
    if (previous) client.setQueryData<ReaderState>(key, applyToggle(previous, type));
    try {
      const { active, metrics } = await toggleInteraction(articleId, type);
      if (type === 'bookmark' && active) onSaved?.();
      client.setQueryData<ReaderState>(key, (state) => (state ? applyToggled(state, type, active, metrics) : state));
    } catch {
      if (previous) client.setQueryData<ReaderState>(key, previous);
      onError(type === 'like' ? t.likeError : t.bookmarkError);
    } finally {
      setBusy(false);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void client.invalidateQueries({ queryKey: key });
      }, RELOAD_DELAY_MS);
      timers.current.add(timer);
    }
  };
  return { busy, toggle };
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.6 1.1 5.1 3 1.5-1.9 3.1-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

function BookmarkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.3-6.5 4.3v-16a1 1 0 0 1 1-1z" />
    </svg>
  );
}

/** The header's Save and Like buttons with their counts (aria-pressed shows the reader's state). */
export function InteractionButtons({ articleId, onError, onSaved }: InteractionButtonsProps) {
  const lang = useLang();
  const t = useMessages().interactions;
  const { data: state } = useReaderState(articleId);
  const { busy, toggle } = useToggle(articleId, onError, onSaved);

  const button = (type: InteractionType, label: string, pressed: boolean, count: number | undefined, icon: ReactNode) => (
    <button
      type="button"
      className={`interaction interaction--${type}`}
      aria-pressed={pressed}
      disabled={!state}
      onClick={() => {
        if (!busy) void toggle(type);
      }}
    >
      {icon}
      <span className="interaction__label">{label}</span>
      {count === undefined ? null : (
        <span className="interaction__count" data-testid={`${type}-count`}>
          {formatNumber(count, lang)}
        </span>
      )}
    </button>
  );

  return (
    <div className="interactions" role="group" aria-label={t.actions}>
      {button('bookmark', t.save, state?.bookmarked ?? false, state?.metrics.total_bookmarks, <BookmarkIcon />)}
      {button('like', t.like, state?.liked ?? false, state?.metrics.total_likes, <HeartIcon />)}
    </div>
  );
}

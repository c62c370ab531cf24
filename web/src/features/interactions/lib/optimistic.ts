import type { ReaderState } from '../../../lib/api/types';
import type { InteractionType } from '../api/toggle-interaction';

/** Spec §4 Interactions: counts update locally, then reload after 0.5 s. */
export const RELOAD_DELAY_MS = 500;

/** The reader state as it will be once a like or bookmark toggle succeeds (spec §4: counts update locally). */
export function applyToggle(state: ReaderState, type: InteractionType): ReaderState {
  if (type === 'like') {
    const liked = !state.liked;
    return {
      ...state,
      liked,
      metrics: { ...state.metrics, total_likes: Math.max(0, state.metrics.total_likes + (liked ? 1 : -1)) },
    };
  }
  const bookmarked = !state.bookmarked;
  return {
    ...state,
    bookmarked,
    metrics: { ...state.metrics, total_bookmarks: Math.max(0, state.metrics.total_bookmarks + (bookmarked ? 1 : -1)) },
  };
}

/** The server's answer to a toggle, merged into the state. */
export function applyToggled(state: ReaderState, type: InteractionType, active: boolean, metrics: ReaderState['metrics']): ReaderState {
  return type === 'like' ? { ...state, liked: active, metrics } : { ...state, bookmarked: active, metrics };
}

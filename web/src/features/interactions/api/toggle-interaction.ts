import { api } from '../../../lib/api-client';
import type { Toggled } from '../../../lib/api/types';
import { readerId } from '../../../lib/reader-id';

export type InteractionType = 'like' | 'bookmark';

/** Spec §7 toggle_user_interaction: switches the reader's like or bookmark; answers whether it is now on. */
export function toggleInteraction(articleId: number, type: InteractionType): Promise<Toggled> {
  return api().post<Toggled>(`/articles/${String(articleId)}/interactions`, { type, fingerprint: readerId() });
}

/** AI Studio's drafts in the editor: how they are known, and why publishing one is refused. */
import type { Article } from '../../../lib/api/types';

/** What AI Studio signs its drafts with. */
export const AI_SIGNATURE = 'AI Generator';

/** The server's refusal (409) to publish or schedule an AI Studio draft nobody has reviewed. */
export const AI_UNREVIEWED =
  'AI Studio wrote this draft: an editor must read it and mark it reviewed before it can be published or scheduled.';

/** Signed by AI Studio, whatever the case and spacing. */
export function isAiSigned(signature: string | null | undefined): boolean {
  return (signature ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === AI_SIGNATURE.toLowerCase();
}

/**
 * Whether the editor should ask for a review: an AI Studio draft not published or scheduled (a
 * reviewed one may still be; the server does not say, so marking it again answers that), or any
 * article whose publishing was just refused for want of one.
 */
export function needsReview(article: Pick<Article, 'editorial_signature' | 'status'> | null, refusal: string | null): boolean {
  if (refusal === AI_UNREVIEWED) return true;
  return article !== null && isAiSigned(article.editorial_signature) && article.status !== 'published' && article.status !== 'scheduled';
}

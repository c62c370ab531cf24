/** Spec §5: the text must not be empty or whitespace; the name is optional. Limits are the API's. */
export const MAX_TEXT = 5_000;
export const MAX_NAME = 80;

export type CommentDraftResult =
  | { ok: true; text: string; name: string | null }
  | { ok: false; error: 'empty' | 'too-long' };

export function validateComment(text: string, name: string): CommentDraftResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  if (Array.from(trimmed).length > MAX_TEXT) return { ok: false, error: 'too-long' };
  // An empty name falls back to the account's identity or 'Anonymous' (the server decides).
  const cleanName = Array.from(name.trim().replace(/\s+/g, ' ')).slice(0, MAX_NAME).join('');
  return { ok: true, text: trimmed, name: cleanName === '' ? null : cleanName };
}

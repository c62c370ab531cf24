import { api } from '../../../lib/api-client';

export type Moderation = 'approve' | 'reject' | 'delete';

/** Approves, rejects or deletes a comment. */
export async function moderateComment(id: number, action: Moderation): Promise<void> {
  const path = `/admin/comments/${String(id)}`;
  if (action === 'delete') await api().delete<undefined>(path);
  else await api().post<unknown>(`${path}/${action}`, {});
}

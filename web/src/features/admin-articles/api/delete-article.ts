import { api } from '../../../lib/api-client';

export function deleteArticle(id: number): Promise<void> {
  return api().delete<undefined>(`/admin/articles/${String(id)}`);
}

import { api } from '../../../lib/api-client';
import type { Counted } from '../../../lib/api/types';
import { readerId } from '../../../lib/reader-id';
import type { ShareMethod } from '../lib/share-urls';

/** Records a share by its method; the server counts one per reader, article and platform in 30 min. */
export function recordShare(articleId: number, platform: ShareMethod): Promise<Counted> {
  return api().post<Counted>(`/articles/${String(articleId)}/shares`, { platform, fingerprint: readerId() });
}

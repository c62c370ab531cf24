import { Badge, type BadgeTone } from '../../../components/admin/badge';
import type { ArticleStatus } from '../../../lib/api/types';

const STATUS_TONE: Record<ArticleStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'good',
  archived: 'neutral',
  rejected: 'bad',
};

/** The article's status in the colour of what it means. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{status}</Badge>;
}

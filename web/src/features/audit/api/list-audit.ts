import { api } from '../../../lib/api-client';
import type { AuditList } from '../../../lib/api/types';

export interface AuditFilters {
  /** An action or its noun (`api_key` matches `api_key.create`). */
  action: string;
  /** Part of who did it. */
  actor: string;
  /** YYYY-MM-DD days, both included. */
  since: string;
  until: string;
  page: number;
}

export const AUDIT_PER_PAGE = 50;

/** The audit log, newest first. */
export function listAudit({ action, actor, since, until, page }: AuditFilters): Promise<AuditList> {
  return api().get<AuditList>('/admin/audit', {
    query: {
      action: action.trim() || undefined,
      actor: actor.trim() || undefined,
      since: since || undefined,
      until: until || undefined,
      limit: AUDIT_PER_PAGE,
      offset: (page - 1) * AUDIT_PER_PAGE,
    },
  });
}

import { isPast } from '../../../components/admin/format';
import type { BackupKind, BackupRecord } from '../../../lib/api/types';

export const BACKUP_KIND_LABEL: Record<BackupKind, string> = {
  comprehensive: 'Standard',
  enhanced_comprehensive: 'Enhanced Complete',
};

/** Spec §4: download only for a completed backup whose expiry has not passed. */
export function canDownload(backup: BackupRecord, now = Date.now()): boolean {
  return backup.status === 'completed' && !isPast(backup.expires_at, now);
}

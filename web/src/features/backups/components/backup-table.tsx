import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/admin/badge';
import { formatDateTime, formatSizeMb, isPast } from '../../../components/admin/format';
import type { BackupRecord } from '../../../lib/api/types';
import { BACKUP_KIND_LABEL } from '../lib/backups';
import { AdminTable, type Column } from '../../../components/admin/table-frame';

const STATUS: Record<BackupRecord['status'], [BadgeTone, string]> = {
  in_progress: ['info', 'in progress'],
  completed: ['good', 'completed'],
  failed: ['bad', 'failed'],
};

interface BackupTableProps {
  backups: BackupRecord[];
  /** The Actions cell of a row; none leaves the column out. */
  actions?: (backup: BackupRecord) => ReactNode;
}

/** Spec §2 history table: Type, Status, Created, Size, Expires and Actions. */
export function BackupTable({ backups, actions }: BackupTableProps) {
  const columns: Column[] = ['Type', 'Status', 'Created', { label: 'Size', className: 'admin-table__number' }, 'Expires'];
  if (actions) columns.push('Actions');
  return (
    <AdminTable label="Backups" columns={columns}>
          {backups.map((backup) => {
            const [tone, label] = STATUS[backup.status];
            const expired = isPast(backup.expires_at);
            return (
              <tr key={backup.id}>
                <td>{BACKUP_KIND_LABEL[backup.backup_type]}</td>
                <td>
                  <Badge tone={tone}>{label}</Badge>
                  {backup.status === 'in_progress' ? <span className="admin-progress" aria-hidden="true" /> : null}
                  {backup.error_message ? <span className="admin-table__meta">{backup.error_message}</span> : null}
                </td>
                <td className="admin-table__nowrap">{formatDateTime(backup.created_at)}</td>
                <td className="admin-table__number">{formatSizeMb(backup.file_size_mb)}</td>
                <td className="admin-table__nowrap">
                  {formatDateTime(backup.expires_at)}
                  {expired ? <span className="admin-table__meta">expired</span> : null}
                </td>
                {actions ? <td className="admin-table__actions">{actions(backup)}</td> : null}
              </tr>
            );
          })}
        </AdminTable>
  );
}

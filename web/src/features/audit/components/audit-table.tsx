import { formatDateTime } from '../../../components/admin/format';
import type { AuditEntry } from '../../../lib/api/types';
import { AdminTable } from '../../../components/admin/table-frame';

/** Who did what to what, when and from where. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminTable label="Audit log" columns={['When', 'Who', 'Action', 'Target', 'From']}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="admin-table__nowrap">{formatDateTime(entry.created_at)}</td>
              <td className="admin-table__title">
                <span>{entry.actor_label}</span>
                <span className="admin-table__meta">{entry.actor_type.replace('_', ' ')}</span>
              </td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td className="admin-table__wrap">{entry.target}</td>
              <td>{entry.ip_address ?? 'terminal'}</td>
            </tr>
          ))}
        </AdminTable>
  );
}

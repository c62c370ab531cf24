import { Badge } from '../../../components/admin/badge';
import { formatDateTime, isPast } from '../../../components/admin/format';
import type { ApiKey } from '../../../lib/api/types';
import { AdminTable } from '../../../components/admin/table-frame';

function state(key: ApiKey) {
  if (key.revoked_at) return <Badge tone="bad">revoked</Badge>;
  if (isPast(key.expires_at)) return <Badge tone="neutral">expired</Badge>;
  return <Badge tone="good">active</Badge>;
}

/** Every key with its scope, creator, last use and state. */
export function KeysTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  return (
    <AdminTable label="API keys" columns={['Name', 'Scope', 'State', 'Created', 'Last used', 'Expires', 'Actions']}>
          {keys.map((key) => (
            <tr key={key.id}>
              <td className="admin-table__title">
                <span>{key.name}</span>
                <span className="admin-table__meta">
                  <code>{key.prefix}…</code> · by {key.created_by}
                </span>
              </td>
              <td>
                <code>{key.scope}</code>
              </td>
              <td>{state(key)}</td>
              <td className="admin-table__nowrap">{formatDateTime(key.created_at)}</td>
              <td className="admin-table__nowrap">{formatDateTime(key.last_used_at, 'Never')}</td>
              <td className="admin-table__nowrap">{formatDateTime(key.expires_at, 'Never')}</td>
              <td className="admin-table__actions">
                {key.revoked_at ? null : (
                  <button
                    type="button"
                    className="admin-button admin-button--small admin-button--danger"
                    onClick={() => {
                      onRevoke(key);
                    }}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
  );
}

import { Badge } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import type { AccountRole, UserListing } from '../../../lib/api/types';
import { AdminTable } from '../../../components/admin/table-frame';

export type UserAction = { kind: 'role'; role: AccountRole } | { kind: 'disable' } | { kind: 'enable' } | { kind: 'reset' };

interface UsersTableProps {
  users: UserListing[];
  /** The signed-in admin, who changes their own account elsewhere. */
  selfId: string | null;
  busy: string | null;
  onAction: (user: UserListing, action: UserAction) => void;
}

/** Accounts with their role and state, and what an admin may change about each. */
export function UsersTable({ users, selfId, busy, onAction }: UsersTableProps) {
  return (
    <AdminTable label="Accounts" columns={['Account', 'Role', 'State', 'Joined', 'Last sign-in', 'Actions']}>
          {users.map((user) => {
            const self = user.id === selfId;
            const disabled = busy !== null || self;
            return (
              <tr key={user.id} aria-busy={busy === user.id}>
                <td className="admin-table__title">
                  <span>{user.email}</span>
                  <span className="admin-table__meta">
                    {user.display_name ?? 'No display name'}
                    {self ? ' · you' : ''}
                  </span>
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={`role-${user.id}`}>
                    Role of {user.email}
                  </label>
                  <select
                    id={`role-${user.id}`}
                    value={user.role ?? 'reader'}
                    disabled={disabled}
                    onChange={(event) => {
                      onAction(user, { kind: 'role', role: event.target.value as AccountRole });
                    }}
                  >
                    <option value="reader">Reader</option>
                    <option value="editor">Editor</option>
                    <option value="admin">Admin</option>
                  </select>
                </td>
                <td>
                  {user.disabled_at ? (
                    <Badge tone="bad">disabled</Badge>
                  ) : user.email_confirmed_at ? (
                    <Badge tone="good">active</Badge>
                  ) : (
                    <Badge tone="warn">unconfirmed</Badge>
                  )}
                </td>
                <td className="admin-table__nowrap">{formatDateTime(user.created_at)}</td>
                <td className="admin-table__nowrap">{formatDateTime(user.last_sign_in_at, 'Never')}</td>
                <td className="admin-table__actions">
                  {user.disabled_at ? (
                    <button type="button" className="admin-button admin-button--small" disabled={disabled} onClick={() => { onAction(user, { kind: 'enable' }); }}>
                      Enable
                    </button>
                  ) : (
                    <>
                      <button type="button" className="admin-button admin-button--small" disabled={disabled} onClick={() => { onAction(user, { kind: 'reset' }); }}>
                        Send reset
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--small admin-button--danger"
                        disabled={disabled}
                        onClick={() => { onAction(user, { kind: 'disable' }); }}
                      >
                        Disable
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
  );
}

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { useConfirm, type ConfirmOptions } from '../../components/admin/use-confirm';
import { Pager } from '../../components/admin/pager';
import { useSession } from '../../features/auth/lib/session';
import { changeUser, sendPasswordReset } from '../../features/staff/api/change-user';
import { USERS_PER_PAGE, listUsers } from '../../features/staff/api/list-users';
import { UsersTable, type UserAction } from '../../features/staff/components/users-table';
import { serverMessage } from '../../lib/api-client';
import type { UserListing } from '../../lib/api/types';
import { toast } from '../../lib/toast';
import { SearchBox } from '../../components/admin/search-box';

const ROLE_NAME = { admin: 'an admin', editor: 'an editor', reader: 'a reader' } as const;

/** The question asked before each change, and what is said when it is done. */
function describe(user: UserListing, action: UserAction): { question: ConfirmOptions; done: string } {
  switch (action.kind) {
    case 'role':
      return {
        question: {
          title: `Make ${user.email} ${ROLE_NAME[action.role]}?`,
          message:
            action.role === 'admin'
              ? 'Admins can do everything: keys, backups, users and all content.'
              : action.role === 'editor'
                ? 'Editors work on articles, comments and newsletters; not keys, backups or users.'
                : 'The account loses its staff role, and the API keys it made stop working.',
          confirm: 'Change role',
          destructive: action.role === 'admin',
        },
        done: `${user.email} is now ${ROLE_NAME[action.role]}`,
      };
    case 'disable':
      return {
        question: {
          title: `Disable ${user.email}?`,
          message: 'The account is signed out everywhere, cannot sign in, and the API keys it made stop working.',
          confirm: 'Disable',
          destructive: true,
        },
        done: `${user.email} is disabled`,
      };
    case 'enable':
      return {
        question: { title: `Enable ${user.email}?`, message: 'The account can sign in again.', confirm: 'Enable' },
        done: `${user.email} is enabled`,
      };
    case 'reset':
      return {
        question: {
          title: `Send ${user.email} a password reset?`,
          message: 'A link to choose a new password is mailed to the address.',
          confirm: 'Send reset',
        },
        done: `A password reset link was sent to ${user.email}`,
      };
  }
}

/** `/admin/users`: accounts, their roles and state. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [query, setQuery] = useState(search);
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, confirm] = useConfirm();
  const client = useQueryClient();
  const selfId = useSession()?.user.id ?? null;
  const users = useQuery({
    queryKey: ['admin', 'users', search, page],
    queryFn: () => listUsers(search, page),
    placeholderData: keepPreviousData,
  });

  const show = (nextSearch: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextSearch.trim()) next.set('q', nextSearch.trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  async function act(user: UserListing, action: UserAction) {
    const { question, done } = describe(user, action);
    if (!(await confirm(question))) return;
    setBusy(user.id);
    try {
      if (action.kind === 'reset') await sendPasswordReset(user.id);
      else if (action.kind === 'role') await changeUser(user.id, { role: action.role });
      else await changeUser(user.id, { disabled: action.kind === 'disable' });
      toast({ title: done });
    } catch (error) {
      toast({ title: 'The account could not be changed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
    await client.invalidateQueries({ queryKey: ['admin', 'users'] });
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    show(query, 1);
  };
  const data = users.data;
  return (
    <AdminPage title="Users" description="Every account. Give staff roles here; your own account is changed by another admin or with newsctl.">
      <form className="admin-filters" role="search" aria-label="Search accounts" onSubmit={submit}>
        <SearchBox id="user-search" label="Address or name" value={query} onChange={setQuery} />
      </form>
      {users.isError ? (
        <EmptyState>Failed to load accounts. {serverMessage(users.error) ?? 'Please try again.'}</EmptyState>
      ) : !data ? (
        <EmptyState>Loading accounts…</EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState>No accounts match “{search}”.</EmptyState>
      ) : (
        <>
          <UsersTable users={data.items} selfId={selfId} busy={busy} onAction={(user, action) => void act(user, action)} />
          <Pager
            page={page}
            total={data.total}
            perPage={USERS_PER_PAGE}
            onPage={(next) => {
              show(search, next);
            }}
          />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/use-confirm';
import { createApiKey, type NewApiKey } from '../../features/api-keys/api/create-key';
import { listApiKeys } from '../../features/api-keys/api/list-keys';
import { revokeApiKey } from '../../features/api-keys/api/revoke-key';
import { CreateKeyForm } from '../../features/api-keys/components/create-key-form';
import { KeysTable } from '../../features/api-keys/components/keys-table';
import { NewKeyNotice } from '../../features/api-keys/components/new-key-notice';
import { serverMessage } from '../../lib/api-client';
import type { ApiKey, CreatedApiKey } from '../../lib/api/types';
import { toast } from '../../lib/toast';

const KEYS = ['admin', 'api-keys'];

/** `/admin/api-keys`: keys for other programs, shown once, revocable. */
export function ApiKeysPage() {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: KEYS, queryFn: listApiKeys });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [dialog, confirm] = useConfirm();

  async function create(key: NewApiKey) {
    setCreated(await createApiKey(key));
    await client.invalidateQueries({ queryKey: KEYS });
  }

  async function revoke(key: ApiKey) {
    const ok = await confirm({
      title: `Revoke “${key.name}”?`,
      message: 'Every program using this key is refused from its next request. This cannot be undone.',
      confirm: 'Revoke',
      destructive: true,
    });
    if (!ok) return;
    try {
      await revokeApiKey(key.id);
      toast({ title: 'Key revoked', description: key.name });
    } catch (error) {
      toast({ title: 'The key could not be revoked', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
    await client.invalidateQueries({ queryKey: KEYS });
  }

  const items = keys.data?.items ?? [];
  return (
    <AdminPage title="API Keys" description="Keys let other programs read or write through the API. Send one as Authorization: Bearer <key>.">
      {created ? (
        <NewKeyNotice
          created={created}
          onDone={() => {
            setCreated(null);
          }}
        />
      ) : (
        <CreateKeyForm onCreate={create} />
      )}
      <h2 className="admin-section-title">Keys</h2>
      {keys.isError ? (
        <EmptyState>Failed to load the keys. {serverMessage(keys.error) ?? 'Please try again.'}</EmptyState>
      ) : keys.isPending ? (
        <EmptyState>Loading keys…</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>No API keys yet.</EmptyState>
      ) : (
        <KeysTable keys={items} onRevoke={(key) => void revoke(key)} />
      )}
      {dialog}
    </AdminPage>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/use-confirm';
import { listTrash, purgeArticle, restoreArticle } from '../../features/admin-articles/api/trash';
import { TrashTable } from '../../features/admin-articles/components/trash-table';
import { serverMessage } from '../../lib/api-client';
import type { TrashedArticle } from '../../lib/api/types';
import { toast } from '../../lib/toast';

/** `/admin/trash`: deleted articles, restorable for 30 days, then purged. */
export function TrashPage() {
  const client = useQueryClient();
  const trash = useQuery({ queryKey: ['admin', 'trash'], queryFn: listTrash });
  const [busy, setBusy] = useState<number | null>(null);
  const [dialog, confirm] = useConfirm();

  async function act(article: TrashedArticle, action: () => Promise<unknown>, done: string) {
    setBusy(article.id);
    try {
      await action();
      toast({ title: done, description: article.title });
    } catch (error) {
      toast({ title: 'The article could not be changed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
    await client.invalidateQueries({ queryKey: ['admin'] });
  }

  async function purge(article: TrashedArticle) {
    const ok = await confirm({
      title: `Delete “${article.title}” for good?`,
      message: 'It cannot be restored afterwards.',
      confirm: 'Delete for good',
      destructive: true,
    });
    if (ok) await act(article, () => purgeArticle(article.id), 'Article deleted for good');
  }

  const days = trash.data?.retention_days ?? 30;
  const items = trash.data?.items ?? [];
  return (
    <AdminPage
      title="Trash"
      description={`Deleted articles stay here for ${String(days)} days, then they are deleted for good.`}
      actions={
        <Link className="admin-button" to="/admin/articles">
          Back to articles
        </Link>
      }
    >
      {trash.isError ? (
        <EmptyState>Failed to load the trash. {serverMessage(trash.error) ?? 'Please try again.'}</EmptyState>
      ) : trash.isPending ? (
        <EmptyState>Loading the trash…</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>The trash is empty.</EmptyState>
      ) : (
        <TrashTable
          articles={items}
          busy={busy}
          onRestore={(article) => void act(article, () => restoreArticle(article.id), 'Article restored')}
          onPurge={(article) => void purge(article)}
        />
      )}
      {dialog}
    </AdminPage>
  );
}

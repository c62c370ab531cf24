import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import { serverMessage } from '../../../lib/api-client';
import type { RevisionSummary } from '../../../lib/api/types';
import { revisionsQueryOptions } from '../api/list-revisions';
import type { EditorForm } from '../lib/draft';
import { RevisionCompare } from './revision-compare';

interface RevisionsPanelProps {
  articleId: number;
  /** The version the editor holds. */
  version: number;
  current: Pick<EditorForm, 'title' | 'excerpt' | 'content'>;
  canRestore: boolean;
  onRestore: (revision: RevisionSummary) => Promise<boolean>;
}

/** Every save of the article, newest first; one opens side by side with the editor's text. */
export function RevisionsPanel({ articleId, version, current, canRestore, onRestore }: RevisionsPanelProps) {
  const revisions = useQuery(revisionsQueryOptions(articleId));
  const [open, setOpen] = useState<RevisionSummary | null>(null);
  const items = revisions.data?.items ?? [];
  return (
    <section className="admin-card editor-card" aria-labelledby="revisions-title">
      <h2 id="revisions-title" className="admin-section-title">
        Revisions
      </h2>
      {revisions.isError ? (
        <p className="admin-error">Failed to load the revisions. {serverMessage(revisions.error) ?? 'Please try again.'}</p>
      ) : revisions.isPending ? (
        <p className="admin-muted">Loading revisions…</p>
      ) : items.length === 0 ? (
        <p className="admin-muted">No saves yet.</p>
      ) : (
        <ol className="editor-revisions">
          {items.map((revision) => (
            <li key={revision.id}>
              <button
                type="button"
                className="editor-revisions__item"
                onClick={() => {
                  setOpen(revision);
                }}
              >
                <span className="editor-revisions__head">
                  <strong>
                    <span className="visually-hidden">Compare</span> Version {revision.version}
                  </strong>{' '}
                  {revision.version === version ? <Badge tone="info">current</Badge> : null}{' '}
                  {revision.autosave ? <Badge tone="neutral">autosave</Badge> : null}
                </span>{' '}
                <span className="editor-revisions__meta">
                  {formatDateTime(revision.saved_at)} · {revision.saved_by}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {open ? (
        <RevisionCompare
          articleId={articleId}
          revision={open}
          current={current}
          canRestore={canRestore}
          onRestore={(revision) => {
            void onRestore(revision).then((restored) => {
              if (restored) setOpen(null);
            });
          }}
          onClose={() => {
            setOpen(null);
          }}
        />
      ) : null}
    </section>
  );
}

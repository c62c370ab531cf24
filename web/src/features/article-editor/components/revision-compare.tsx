import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../components/admin/format';
import { serverMessage } from '../../../lib/api-client';
import type { RevisionSummary } from '../../../lib/api/types';
import { revisionQueryOptions } from '../api/get-revision';
import { htmlToText } from '../lib/diff';
import type { EditorForm } from '../lib/draft';
import { DiffView } from './diff-view';

interface RevisionCompareProps {
  articleId: number;
  revision: RevisionSummary;
  /** What the editor holds now. */
  current: Pick<EditorForm, 'title' | 'excerpt' | 'content'>;
  /** No restore while a save is refused or an action runs. */
  canRestore: boolean;
  onRestore: (revision: RevisionSummary) => void;
  onClose: () => void;
}

/** A revision against the editor's text, field by field, with Restore this version. */
export function RevisionCompare({ articleId, revision, current, canRestore, onRestore, onClose }: RevisionCompareProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const loaded = useQuery(revisionQueryOptions(articleId, revision.id));
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const saved = `Version ${String(revision.version)}, ${formatDateTime(revision.saved_at)}`;
  const old = loaded.data?.article;
  return (
    <dialog
      ref={ref}
      className="admin-dialog editor-compare"
      aria-labelledby="compare-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="compare-title">Compare version {revision.version} with the editor</h2>
      <p className="admin-dialog__message">
        Saved {formatDateTime(revision.saved_at)} by {revision.saved_by}
        {revision.autosave ? ' (autosave)' : ''}.
      </p>
      {loaded.isError ? (
        <p className="admin-error" role="alert">
          The version could not be loaded. {serverMessage(loaded.error) ?? 'Please try again.'}
        </p>
      ) : !old ? (
        <p role="status">Loading version {revision.version}…</p>
      ) : (
        <div className="editor-compare__body">
          <DiffView label="Title" before={old.title} after={current.title} beforeLabel={saved} afterLabel="In the editor" />
          <DiffView label="Excerpt" before={old.excerpt ?? ''} after={current.excerpt} beforeLabel={saved} afterLabel="In the editor" />
          <DiffView label="Content" before={htmlToText(old.content ?? '')} after={htmlToText(current.content)} beforeLabel={saved} afterLabel="In the editor" />
        </div>
      )}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="admin-button admin-button--primary"
          disabled={!old || !canRestore}
          onClick={() => {
            onRestore(revision);
          }}
        >
          Restore this version
        </button>
      </div>
    </dialog>
  );
}

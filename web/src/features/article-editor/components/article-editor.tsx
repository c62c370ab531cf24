import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useBlocker, useNavigate, type BlockerFunction } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../../components/admin/admin-page';
import { useConfirm } from '../../../components/admin/use-confirm';
import { isNotFound, serverMessage } from '../../../lib/api-client';
import { deleteArticle } from '../../../lib/api/admin-articles';
import type { Article, CategoryMenuItem, Language, RevisionSummary } from '../../../lib/api/types';
import { toast } from '../../../lib/toast';
import { articleQueryOptions } from '../api/get-article';
import { restoreRevision } from '../api/restore-revision';
import { previewArticle, type PreviewArticle } from '../lib/preview';
import { useEditorSession } from '../lib/use-editor-session';
import { AiReviewNotice } from './ai-review-notice';
import { MainFields, SettingsFields } from './article-fields';
import { PublishPanel } from './publish-panel';
import { RevisionsPanel } from './revisions-panel';
import { SaveStatus } from './save-status';
import { StatusBadge } from './status-badge';
import { TranslationsPanel } from './translations-panel';

interface ArticleEditorProps {
  /** The article to edit, or null to write a new one. */
  articleId: number | null;
  /** A new article's language. */
  language: Language;
  categories: CategoryMenuItem[];
  /** The article as readers would see it (the page renders the public article view). */
  renderPreview: (article: PreviewArticle) => ReactNode;
  /** What readers did with a saved article (the page renders its figures). */
  renderFigures?: (articleId: number) => ReactNode;
  /** The first save made the article: its editor's address is now `/admin/edit/{id}`. */
  onCreated: (article: Article) => void;
}

/**
 * `/admin/edit/{id}` and `/admin/edit/new`: the article loaded (or none), then its editor. The
 * article is the one the editor opened with: a new one stays in its editor when its first save
 * moves it to its own address (remount the editor, with a new key, to open another).
 */
export function ArticleEditor({ articleId: opened, ...props }: ArticleEditorProps) {
  const [articleId] = useState(opened);
  const loaded = useQuery({ ...articleQueryOptions(articleId ?? 0), enabled: articleId !== null });
  if (articleId === null) return <EditorScreen initial={null} {...props} />;
  if (loaded.data) return <EditorScreen initial={loaded.data} {...props} />;
  return (
    <AdminPage title="Edit article">
      {loaded.isError ? (
        <EmptyState>
          {isNotFound(loaded.error)
            ? `Article Not Found: there is no article #${String(articleId)} (a deleted one waits in the trash).`
            : `Failed to load the article. ${serverMessage(loaded.error) ?? 'Please try again.'}`}
        </EmptyState>
      ) : (
        <EmptyState>Loading the article…</EmptyState>
      )}
    </AdminPage>
  );
}

type ScreenProps = Omit<ArticleEditorProps, 'articleId'> & { initial: Article | null };

function EditorScreen({ initial, language, categories, renderPreview, renderFigures, onCreated }: ScreenProps) {
  const session = useEditorSession({ initial, language, onCreated });
  const { article, form, dirty, conflict, busy } = session;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const [preview, setPreview] = useState(false);
  /** Where the keyboard goes once an AI Studio draft is marked reviewed. */
  const publishButton = useRef<HTMLButtonElement>(null);
  const status = article?.status ?? 'draft';
  const locked = busy !== null || conflict !== null;

  // Leaving for another page of the app with changes not saved asks first; the editor's own
  // moves (its new address after the first save, the trash) do not.
  const leaving = useRef(false);
  const { unsaved, savedId } = session;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsaved() && !leaving.current && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== `/admin/edit/${String(savedId())}`,
    [unsaved, savedId],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: 'Leave without saving?',
      message: 'Your latest changes to this article are not saved. They are lost if you leave now.',
      confirm: 'Leave',
      destructive: true,
    }).then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  // Ctrl/⌘+S saves, as in every editor.
  const { save } = session;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [save]);

  async function saveNow() {
    const saved = await session.save(false);
    if (saved && saved.status !== 'draft') toast({ title: 'Article updated', description: saved.title });
  }

  async function publish() {
    const published = await session.publish();
    if (published) toast({ title: 'Published', description: published.title });
  }

  async function revert() {
    if (status === 'published') {
      const ok = await confirm({
        title: 'Unpublish this article?',
        message: 'It goes back to being a draft: readers no longer see it, and its address answers Not Found until it is published again.',
        confirm: 'Unpublish',
        destructive: true,
      });
      if (!ok) return;
    }
    const reverted = await session.revertToDraft();
    if (reverted) toast({ title: 'Reverted to draft', description: reverted.title });
  }

  async function remove() {
    if (!article) return;
    const ok = await confirm({
      title: `Move “${article.title}” to the trash?`,
      message: 'It leaves the site at once. It can be restored from the trash for 30 days.',
      confirm: 'Move to trash',
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteArticle(article.id);
      leaving.current = true;
      void client.invalidateQueries({ queryKey: ['admin', 'articles'] });
      toast({ title: 'Article moved to the trash', description: article.title });
      navigate('/admin/articles');
    } catch (error) {
      toast({ title: 'The article could not be deleted', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  async function reloadLatest() {
    if (dirty) {
      const ok = await confirm({
        title: 'Load the latest version?',
        message: 'What you changed here since the last save is replaced by the version saved elsewhere. Copy anything you want to keep first.',
        confirm: 'Load latest',
        destructive: true,
      });
      if (!ok) return;
    }
    await session.reloadLatest();
  }

  async function restore(revision: RevisionSummary): Promise<boolean> {
    if (!article) return false;
    const ok = await confirm({
      title: `Restore version ${String(revision.version)}?`,
      message: dirty
        ? 'Its title, text and fields become the article’s next version. What you changed here and did not save is replaced.'
        : 'Its title, text and fields become the article’s next version. The status stays as it is; the current version stays in the revisions.',
      confirm: 'Restore',
    });
    if (!ok) return false;
    try {
      const restored = await restoreRevision(article.id, revision.id, article.version);
      session.replace(restored);
      toast({ title: `Version ${String(revision.version)} restored`, description: `Saved as version ${String(restored.version)}.` });
      return true;
    } catch (error) {
      toast({ title: 'The version could not be restored', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return false;
    }
  }

  const draftLike = status === 'draft';
  return (
    <AdminPage
      title={article ? 'Edit article' : 'New article'}
      description={article ? `#${String(article.id)} · ${article.language === 'ro' ? 'Romanian' : 'English'} · version ${String(article.version)}` : 'A draft is saved as soon as it has a title.'}
      actions={
        <Link className="admin-button" to="/admin/articles">
          All articles
        </Link>
      }
      wide
    >
      {conflict !== null ? (
        <div className="editor-conflict" role="alert">
          <p>
            <strong>Not saved.</strong> {conflict}
          </p>
          <p>Your changes are still in this editor, but it will not save over the newer version.</p>
          <button type="button" className="admin-button admin-button--primary" disabled={busy !== null} onClick={() => void reloadLatest()}>
            Reload latest
          </button>
        </div>
      ) : null}
      <AiReviewNotice
        session={session}
        onReviewed={() => {
          setTimeout(() => publishButton.current?.focus(), 0);
        }}
      />
      <div className="editor">
        <div className="editor__bar">
          <StatusBadge status={status} />
          <SaveStatus state={session.saveState} dirty={dirty} autosaves={session.autosaves} isNew={article === null} />
          <div className="editor__bar-actions">
            <button
              type="button"
              className="admin-button"
              aria-pressed={preview}
              aria-controls="article-preview"
              onClick={() => {
                setPreview((shown) => !shown);
              }}
            >
              Preview
            </button>
            <button type="button" className="admin-button" disabled={locked || (!dirty && article !== null)} onClick={() => void saveNow()}>
              {draftLike ? 'Save draft' : 'Update'}
            </button>
            {status !== 'published' ? (
              <button ref={publishButton} type="button" className="admin-button admin-button--primary" disabled={locked} onClick={() => void publish()}>
                {busy === 'Publishing…' ? busy : status === 'scheduled' ? 'Publish now' : 'Publish'}
              </button>
            ) : null}
          </div>
        </div>
        <div className={`editor__layout ${preview ? 'editor__layout--preview' : ''}`}>
          <MainFields session={session} />
          <div className="editor__side">
            <PublishPanel session={session} onRevert={() => void revert()} onDelete={() => void remove()} />
            <SettingsFields session={session} categories={categories} />
            {article ? (
              <>
                {renderFigures?.(article.id)}
                <RevisionsPanel
                  articleId={article.id}
                  version={article.version}
                  current={form}
                  canRestore={!locked}
                  onRestore={restore}
                />
                <TranslationsPanel article={article} locked={locked} saveFirst={() => (dirty ? session.save(false) : Promise.resolve(article))} onChanged={session.adopt} confirm={confirm} />
              </>
            ) : null}
          </div>
          <section id="article-preview" className="editor__preview" aria-labelledby="preview-title" hidden={!preview}>
            <h2 id="preview-title" className="admin-section-title">
              Preview
            </h2>
            {preview ? <div className="editor-preview">{renderPreview(previewArticle(form, article, categories.map((item) => item.category), new Date()))}</div> : null}
          </section>
        </div>
      </div>
      {dialog}
    </AdminPage>
  );
}

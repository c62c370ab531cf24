/**
 * One editing session of one article: the form, the article as the server last answered it, and
 * every save. Saves run one after another, each on the version the previous one answered; a
 * draft saves itself a few seconds after the last change (published and scheduled articles wait
 * for Update, as in Ghost); a 409 stops every save until the editor reloads the latest version.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { changeArticleStatus } from '../../../lib/api/admin-articles';
import type { Article, ArticleStatus, Language } from '../../../lib/api/types';
import { createArticle } from '../api/create-article';
import { getArticle } from '../api/get-article';
import { updateArticle } from '../api/update-article';
import {
  emptyForm,
  formFromArticle,
  fromLocalInput,
  serverFieldError,
  toDraft,
  toLocalInput,
  validateForm,
  type EditorForm,
  type FieldErrors,
  type FieldName,
} from './draft';

/** How long after the last change a draft saves itself. */
const AUTOSAVE_DELAY_MS = 3000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving'; autosave: boolean }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string };

interface SessionOptions {
  /** The article as opened, or null for a new one. */
  initial: Article | null;
  /** A new article's language. */
  language: Language;
  /** The first save made the article: its address can change to the article's own. */
  onCreated: (article: Article) => void;
}

const INVALID = 'Not saved: fix the fields marked below.';

export function useEditorSession({ initial, language, onCreated }: SessionOptions) {
  const client = useQueryClient();
  const [article, setArticle] = useState(initial);
  const [form, setForm] = useState(() => (initial ? formFromArticle(initial) : emptyForm(language)));
  /** Changes made, and how many of them the last successful save held. */
  const [edits, setEdits] = useState(0);
  const [savedEdits, setSavedEdits] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [attempted, setAttempted] = useState(false);
  /** Mistakes the server (or an action such as Schedule) found, shown until the field changes. */
  const [reported, setReported] = useState<FieldErrors>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  /** Why the server last refused a status change (409: e.g. an AI Studio draft nobody reviewed), until the next. */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The last status change was refused, and nothing has failed since. */
  const refused = useRef(false);
  /** Changes when the content is replaced from outside, so the rich-text editor starts again. */
  const [contentKey, setContentKey] = useState(0);

  // What a save in the queue reads when it runs, not when it was asked for.
  const articleRef = useRef(article);
  const formRef = useRef(form);
  const editsRef = useRef(0);
  const savedEditsRef = useRef(0);
  const conflictRef = useRef<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  }, [onCreated]);

  const remember = useCallback((next: Article) => {
    articleRef.current = next;
    setArticle(next);
  }, []);

  const set = useCallback(<K extends FieldName>(field: K, value: EditorForm[K]) => {
    formRef.current = { ...formRef.current, [field]: value };
    editsRef.current += 1;
    setForm(formRef.current);
    setEdits(editsRef.current);
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    setReported((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) : current));
  }, []);

  const failed = useCallback((error: unknown) => {
    refused.current = false;
    if (error instanceof ApiError && error.status === 409) {
      conflictRef.current = error.message;
      setConflict(error.message);
      setSaveState({ kind: 'failed', message: 'Not saved: the article was changed elsewhere.' });
      return;
    }
    const field = serverFieldError(error);
    if (field) {
      setReported((current) => ({ ...current, [field.field]: field.message }));
      setSaveState({ kind: 'failed', message: INVALID });
      return;
    }
    setSaveState({ kind: 'failed', message: `Not saved: ${serverMessage(error) ?? 'the server could not be reached. Your changes are still here.'}` });
  }, []);

  /** Saves the form now (after any save already running); the saved article, or null if it failed. */
  const save = useCallback(
    (autosave: boolean): Promise<Article | null> => {
      const run = async (): Promise<Article | null> => {
        if (conflictRef.current !== null) return null;
        const current = formRef.current;
        if (Object.keys(validateForm(current)).length > 0) {
          if (!autosave) setAttempted(true);
          setSaveState({ kind: 'failed', message: INVALID });
          return null;
        }
        const editsSent = editsRef.current;
        const saved = articleRef.current;
        setSaveState({ kind: 'saving', autosave });
        try {
          const draft = toDraft(current, saved);
          const result = saved
            ? await updateArticle(saved.id, { ...draft, version: saved.version, autosave })
            : await createArticle({ ...draft, status: 'draft' });
          remember(result);
          savedEditsRef.current = editsSent;
          setSavedEdits(editsSent);
          setSaveState({ kind: 'saved', at: new Date() });
          if (!saved) created.current(result);
          void client.invalidateQueries({ queryKey: ['admin', 'revisions', result.id] });
          void client.invalidateQueries({ queryKey: ['admin', 'articles'] });
          return result;
        } catch (error) {
          failed(error);
          return null;
        }
      };
      const next = queue.current.then(run);
      queue.current = next;
      return next;
    },
    [client, failed, remember],
  );

  const dirty = edits !== savedEdits;
  const autosaves = conflict === null && (article ? article.status === 'draft' : form.title.trim() !== '');

  // Leaving the page (reload, another site, closing the tab) with changes not saved asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  useEffect(() => {
    if (!dirty || !autosaves || busy !== null) return;
    const timer = setTimeout(() => void save(true), AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [edits, dirty, autosaves, busy, save]);

  /** Starts again from `next` (a restored revision, the latest version): nothing unsaved is left. */
  const replace = useCallback(
    (next: Article) => {
      remember(next);
      formRef.current = formFromArticle(next);
      setForm(formRef.current);
      savedEditsRef.current = editsRef.current;
      setSavedEdits(editsRef.current);
      setEdits(editsRef.current);
      setTouched(new Set());
      setAttempted(false);
      setReported({});
      conflictRef.current = null;
      setConflict(null);
      setSaveState({ kind: 'idle' });
      setContentKey((key) => key + 1);
      void client.invalidateQueries({ queryKey: ['admin', 'revisions', next.id] });
      void client.invalidateQueries({ queryKey: ['admin', 'articles'] });
    },
    [client, remember],
  );

  /** Runs a status change (after a save when `saveFirst`), with `label` shown meanwhile. */
  const transition = useCallback(
    async (label: string, status: ArticleStatus, saveFirst: boolean): Promise<Article | null> => {
      setBusy(label);
      setRefusal(null);
      refused.current = false;
      try {
        const saved = saveFirst || articleRef.current === null ? await save(false) : articleRef.current;
        if (!saved) return null;
        const result = await changeArticleStatus(saved.id, status);
        remember(result);
        void client.invalidateQueries({ queryKey: ['admin', 'articles'] });
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setRefusal(error.message);
          refused.current = true;
        }
        const field = serverFieldError(error);
        if (field) setReported((current) => ({ ...current, [field.field]: field.message }));
        setSaveState({ kind: 'failed', message: `Not ${status === 'draft' ? 'reverted' : status}: ${serverMessage(error) ?? 'the server could not be reached.'}` });
        return null;
      } finally {
        setBusy(null);
      }
    },
    [client, remember, save],
  );

  /** Publishes now: a draft or a scheduled article goes live with the time of publishing. */
  const publish = useCallback(() => {
    const status = articleRef.current?.status ?? 'draft';
    if (status === 'draft' || status === 'scheduled') set('publishedAt', toLocalInput(new Date()));
    return transition('Publishing…', 'published', true);
  }, [set, transition]);

  /** Schedules at the form's publish time, which must be in the future. */
  const schedule = useCallback(() => {
    const when = fromLocalInput(formRef.current.publishedAt);
    if (when === null || new Date(when).getTime() <= Date.now()) {
      setReported((current) => ({ ...current, publishedAt: 'Choose a time in the future to schedule the article.' }));
      return Promise.resolve(null);
    }
    return transition('Scheduling…', 'scheduled', editsRef.current !== savedEditsRef.current);
  }, [transition]);

  const revertToDraft = useCallback(() => transition('Reverting…', 'draft', false), [transition]);

  /** The server's version of the article, replacing what the editor holds. */
  const reloadLatest = useCallback(async () => {
    const saved = articleRef.current;
    if (!saved) return;
    setBusy('Loading…');
    try {
      replace(await getArticle(saved.id));
    } catch (error) {
      setSaveState({ kind: 'failed', message: `Could not load the latest version: ${serverMessage(error) ?? 'the server could not be reached.'}` });
    } finally {
      setBusy(null);
    }
  }, [replace]);

  /** The refusal was dealt with (the draft was marked reviewed). */
  const clearRefusal = useCallback(() => {
    setRefusal(null);
    // The line under the bar said why publishing was refused: that is no longer so.
    if (refused.current) setSaveState((current) => (current.kind === 'failed' ? { kind: 'idle' } : current));
    refused.current = false;
  }, []);

  /** For navigation guards, which run before a render: the state as of now. */
  const unsaved = useCallback(() => editsRef.current !== savedEditsRef.current, []);
  const savedId = useCallback(() => articleRef.current?.id ?? null, []);

  /** The client's mistakes for the fields changed (or all, after a save was asked for), then the server's. */
  const found = validateForm(form);
  const errors: FieldErrors = { ...reported };
  for (const [field, message] of Object.entries(found) as [FieldName, string][]) {
    if (attempted || touched.has(field)) errors[field] = message;
  }

  return {
    article,
    form,
    errors,
    dirty,
    autosaves,
    saveState,
    conflict,
    busy,
    refusal,
    clearRefusal,
    contentKey,
    set,
    save,
    publish,
    schedule,
    revertToDraft,
    reloadLatest,
    replace,
    unsaved,
    savedId,
    /** Takes the server's answer to a change outside the form (a translation linked). */
    adopt: remember,
  };
}

export type EditorSession = ReturnType<typeof useEditorSession>;

import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ConfirmOptions } from '../../../components/admin/use-confirm';
import { serverMessage } from '../../../lib/api-client';
import type { Article, Language } from '../../../lib/api/types';
import { toast } from '../../../lib/toast';
import { createTranslation } from '../api/create-translation';
import { findArticles } from '../api/find-articles';
import { articleQueryOptions } from '../api/get-article';
import { linkTranslation } from '../api/link-translation';
import { unlinkTranslation } from '../api/unlink-translation';
import { StatusBadge } from './status-badge';

const NAMES: Record<Language, string> = { en: 'English', ro: 'Romanian' };

interface TranslationsPanelProps {
  article: Article;
  /** No change while an action runs or a save is refused. */
  locked: boolean;
  /** Saves what the editor holds first; null when that failed. */
  saveFirst: () => Promise<Article | null>;
  /** Takes this article as the server answered a link change. */
  onChanged: (article: Article) => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

/** The article's translation: shown with a link to its editor, made, linked or unlinked. */
export function TranslationsPanel({ article, locked, saveFirst, onChanged, confirm }: TranslationsPanelProps) {
  const navigate = useNavigate();
  const other: Language = article.language === 'en' ? 'ro' : 'en';
  const linkedId = article.linked_article_id ?? null;
  const linked = useQuery({ ...articleQueryOptions(linkedId ?? 0), enabled: linkedId !== null });
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['admin', 'translation-candidates', other, searched],
    queryFn: ({ signal }) => findArticles(searched ?? '', other, signal),
    enabled: searched !== null && !/^\d+$/.test(searched),
  });
  const byId = useQuery({ ...articleQueryOptions(Number(searched)), enabled: searched !== null && /^\d+$/.test(searched) });

  async function act(action: () => Promise<void>) {
    setWorking(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(serverMessage(error) ?? 'The server could not be reached. Please try again.');
    } finally {
      setWorking(false);
    }
  }

  const create = () =>
    act(async () => {
      if (!(await saveFirst())) return;
      const draft = await createTranslation(article.id);
      toast({ title: `${NAMES[other]} translation created`, description: 'Its draft has the text to translate.' });
      navigate(`/admin/edit/${String(draft.id)}`);
    });

  const link = (target: { id: number; title: string }) =>
    act(async () => {
      onChanged(await linkTranslation(article.id, target.id));
      setSearched(null);
      setQuery('');
      toast({ title: 'Translation linked', description: target.title });
    });

  const unlink = async () => {
    const ok = await confirm({
      title: 'Unlink the translation?',
      message: 'Both articles stay as they are; the language switcher no longer leads from one to the other.',
      confirm: 'Unlink',
      destructive: true,
    });
    if (!ok) return;
    await act(async () => {
      onChanged(await unlinkTranslation(article.id));
      toast({ title: 'Translation unlinked' });
    });
  };

  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    if (query.trim() !== '') setSearched(query.trim());
  };

  const candidates =
    searched !== null && /^\d+$/.test(searched)
      ? byId.data?.language === other
        ? [{ id: byId.data.id, title: byId.data.title, status: byId.data.status, taken: byId.data.linked_article_id != null }]
        : []
      : (found.data?.items ?? []).map((item) => ({ id: item.id, title: item.title, status: item.status, taken: item.translation !== null }));
  const searching = searched !== null && (found.isFetching || byId.isFetching);
  const disabled = locked || working;

  return (
    <section className="admin-card editor-card" aria-labelledby="translation-title">
      <h2 id="translation-title" className="admin-section-title">
        Translation
      </h2>
      {linkedId !== null ? (
        <div className="editor-translation">
          {linked.data ? (
            <>
              <p className="editor-translation__title">
                <span className="editor-translation__lang">{linked.data.language.toUpperCase()}</span> #{linked.data.id} {linked.data.title}
              </p>
              <p>
                <StatusBadge status={linked.data.status} />
              </p>
            </>
          ) : (
            <p className="admin-muted">{linked.isError ? `Article #${String(linkedId)}` : 'Loading…'}</p>
          )}
          <div className="editor-card__actions">
            <Link className="admin-button admin-button--small" to={`/admin/edit/${String(linkedId)}`}>
              Open its editor
            </Link>
            <button type="button" className="admin-button admin-button--small admin-button--danger" disabled={disabled} onClick={() => void unlink()}>
              Unlink
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="admin-muted">No {NAMES[other]} version yet.</p>
          <button type="button" className="admin-button" disabled={disabled} onClick={() => void create()}>
            Create {NAMES[other]} translation
          </button>
          <form className="editor-link-form" role="search" aria-label={`Find a ${NAMES[other]} article to link`} onSubmit={search}>
            <label htmlFor="translation-search">Or link an existing {NAMES[other]} article</label>
            <div className="editor-slug__row">
              <input
                id="translation-search"
                type="search"
                value={query}
                placeholder="Its number or title words"
                aria-describedby="translation-search-hint"
                onChange={(event) => {
                  setQuery(event.target.value);
                }}
              />
              <button type="submit" className="admin-button admin-button--small" disabled={disabled}>
                Find
              </button>
            </div>
            <p id="translation-search-hint" className="editor-field__hint">
              An article already linked to another cannot be linked.
            </p>
          </form>
          {searched !== null ? (
            searching ? (
              <p role="status">Searching…</p>
            ) : candidates.length === 0 ? (
              <p role="status">No {NAMES[other]} article matches “{searched}”.</p>
            ) : (
              <ul className="editor-candidates" aria-label="Articles to link">
                {candidates.map((candidate) => (
                  <li key={candidate.id}>
                    <span>
                      #{candidate.id} {candidate.title} <StatusBadge status={candidate.status} />
                    </span>
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      disabled={disabled || candidate.taken}
                      aria-label={`Link #${String(candidate.id)} “${candidate.title}”`}
                      onClick={() => void link(candidate)}
                    >
                      {candidate.taken ? 'Linked elsewhere' : 'Link'}
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </>
      )}
      {failure ? (
        <p className="admin-error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}

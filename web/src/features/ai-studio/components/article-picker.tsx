import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/admin/badge';
import { FieldError } from '../../../components/admin/field';
import { isNotFound, serverMessage } from '../../../lib/api-client';
import type { Article } from '../../../lib/api/types';
import { findArticles, getArticle } from '../api/find-articles';
import { AI_QUERY_KEY } from '../api/get-status';
import type { AiAction } from '../api/types';
import { LANGUAGE_NAME } from '../lib/runs';
import type { PickedArticle } from '../lib/request';

const STATUS_TONE: Record<string, BadgeTone> = { draft: 'neutral', scheduled: 'info', published: 'good', archived: 'neutral', rejected: 'bad' };

const picked = (article: Pick<Article, 'id' | 'title' | 'language' | 'status' | 'linked_article_id'>): PickedArticle => ({
  id: article.id,
  title: article.title,
  language: article.language,
  status: article.status,
  linkedId: article.linked_article_id ?? null,
});

function ArticleLine({ article }: { article: PickedArticle }) {
  return (
    <>
      <span className="ai-picker__number">#{article.id}</span>{' '}
      <abbr className="ai-picker__lang" title={LANGUAGE_NAME[article.language] ?? article.language}>
        {article.language.toUpperCase()}
      </abbr>{' '}
      <span className="ai-picker__title">{article.title}</span> <Badge tone={STATUS_TONE[article.status] ?? 'neutral'}>{article.status}</Badge>
    </>
  );
}

interface ArticlePickerProps {
  /** The control's id: the form's label and focus lead to it. */
  id: string;
  action: AiAction;
  article: PickedArticle | null;
  onPick: (article: PickedArticle | null) => void;
  error?: string;
}

/**
 * The article a translation or suggestions are for: found by its number or by words of its
 * title (of either language, any status), then chosen; a translation shows where it goes.
 */
export function ArticlePicker({ id, action, article, onPick, error }: ArticlePickerProps) {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const byNumber = searched !== null && /^#?\d+$/.test(searched);
  const found = useQuery({
    queryKey: [...AI_QUERY_KEY, 'articles', searched],
    queryFn: ({ signal }) => findArticles(searched ?? '', signal),
    enabled: searched !== null && !byNumber,
  });
  const one = useQuery({
    queryKey: [...AI_QUERY_KEY, 'article', searched],
    queryFn: ({ signal }) => getArticle(Number(searched?.replace('#', '')), signal),
    enabled: byNumber,
    retry: false,
  });
  const describedBy = [`${id}-hint`, error ? `${id}-error` : undefined].filter(Boolean).join(' ');

  const search = () => {
    if (query.trim() !== '') setSearched(query.trim());
  };

  if (article) {
    const translated = action === 'translate' && article.linkedId !== null;
    return (
      <div className="admin-field ai-field--block">
        <span className="admin-field__label" id={`${id}-label`}>
          Article
        </span>
        <div className="ai-picker__chosen" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
          <p className="ai-picker__line">
            <ArticleLine article={article} />
          </p>
          {action === 'translate' && !translated ? (
            <p className="admin-hint">Its translation is written in {LANGUAGE_NAME[article.language === 'en' ? 'ro' : 'en']}, as a draft linked to it.</p>
          ) : null}
          <button
            id={id}
            type="button"
            className="admin-button admin-button--small"
            onClick={() => {
              onPick(null);
              setTimeout(() => input.current?.focus(), 0);
            }}
          >
            Change the article
          </button>
        </div>
        <FieldError id={id} error={error} />
      </div>
    );
  }

  const candidates: (PickedArticle & { taken: boolean })[] = byNumber
    ? one.data
      ? [{ ...picked(one.data), taken: one.data.linked_article_id != null }]
      : []
    : (found.data?.items ?? []).map((item) => ({ ...picked(item), taken: item.linked_article_id != null }));
  const searching = searched !== null && (byNumber ? one.isFetching : found.isFetching);
  const failed = byNumber ? (one.isError && !isNotFound(one.error) ? one.error : null) : found.isError ? found.error : null;

  return (
    <div className="admin-field ai-field--block">
      <label htmlFor={id}>Article</label>
      <div className="ai-picker__row">
        <input
          ref={input}
          id={id}
          type="search"
          value={query}
          placeholder="Its number or words of its title"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter finds here; it does not send the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        <button type="button" className="admin-button" onClick={search}>
          Find
        </button>
      </div>
      <p id={`${id}-hint`} className="admin-hint">
        {action === 'translate' ? 'An article that already has a translation cannot be translated again.' : 'Any article, of either language and any status.'}
      </p>
      <FieldError id={id} error={error} />
      {searched !== null ? (
        <div className="ai-picker__results">
          {searching ? (
            <p role="status">Searching…</p>
          ) : failed ? (
            <p className="admin-error" role="alert">
              The articles could not be searched. {serverMessage(failed) ?? 'Please try again.'}
            </p>
          ) : candidates.length === 0 ? (
            <p role="status">No article matches “{searched}”.</p>
          ) : (
            <ul className="ai-picker__list" aria-label="Articles found">
              {candidates.map((candidate) => {
                const blocked = action === 'translate' && candidate.taken;
                return (
                  <li key={candidate.id}>
                    <span className="ai-picker__line">
                      <ArticleLine article={candidate} />
                    </span>
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      disabled={blocked}
                      aria-label={`${blocked ? 'Already translated' : 'Choose'}: #${String(candidate.id)} “${candidate.title}”`}
                      onClick={() => {
                        onPick({ id: candidate.id, title: candidate.title, language: candidate.language, status: candidate.status, linkedId: candidate.linkedId });
                        setSearched(null);
                        setQuery('');
                      }}
                    >
                      {blocked ? 'Already translated' : 'Choose'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { MAX_TAGS, tagError } from '../lib/draft';

interface TagsFieldProps {
  tags: string[];
  error?: string;
  onChange: (tags: string[]) => void;
}

/** Tags as removable chips; Enter or a comma adds the one typed, Backspace in an empty box removes the last. */
export function TagsField({ tags, error, onChange }: TagsFieldProps) {
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const shown = refused ?? error;

  const add = () => {
    const tag = draft.trim().replace(/,+$/, '').trim();
    if (tag === '') return;
    if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setDraft('');
      return;
    }
    const problem = tagError(tag, tags);
    setRefused(problem);
    if (problem !== null) return;
    onChange([...tags, tag]);
    setDraft('');
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  const described = ['article-tags-hint', shown ? 'article-tags-error' : null].filter(Boolean).join(' ');
  return (
    <div className="editor-field">
      <label htmlFor="article-tags">Tags</label>
      {tags.length > 0 ? (
        <ul className="admin-chips" aria-label="Tags of the article">
          {tags.map((tag) => (
            <li key={tag} className="editor-tags__tag">
              <span>{tag}</span>
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => {
                  setRefused(null);
                  onChange(tags.filter((other) => other !== tag));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id="article-tags"
        value={draft}
        aria-describedby={described}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => {
          setRefused(null);
          setDraft(event.target.value);
        }}
        onKeyDown={keyDown}
        onBlur={add}
      />
      <p id="article-tags-hint" className="editor-field__hint">
        Press Enter or type a comma after each tag; at most {MAX_TAGS}.
      </p>
      {shown ? (
        <p id="article-tags-error" className="editor-field__error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

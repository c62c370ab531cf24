import { useState } from 'react';
import { articlePath } from '../../../config/paths';
import type { Article, Language } from '../../../lib/api/types';
import { effectiveSlug } from '../lib/slug';

interface SlugFieldProps {
  article: Article | null;
  language: Language;
  title: string;
  slug: string;
  error?: string;
  onChange: (slug: string) => void;
}

/**
 * The article's address, `/{lang}/article/{id}/{slug}`: the slug follows the title unless the
 * editor sets one. A published article's old addresses redirect to the new one.
 */
export function SlugField({ article, language, title, slug, error, onChange }: SlugFieldProps) {
  const [editing, setEditing] = useState(false);
  const open = editing || error !== undefined;
  const path = article ? articlePath(language, article.id, effectiveSlug(slug, title)) : `/${language}/article/…/${effectiveSlug(slug, title)}`;
  const described = ['article-slug-hint', error ? 'article-slug-error' : null].filter(Boolean).join(' ');
  return (
    <div className="editor-field editor-slug">
      <p className="editor-slug__path">
        <code>{path}</code>
      </p>
      {!article ? <p className="editor-field__hint">The number comes with the first save.</p> : null}
      {open ? (
        <>
          <label htmlFor="article-slug">Slug</label>
          <div className="editor-slug__row">
            <input
              id="article-slug"
              value={slug}
              placeholder={effectiveSlug('', title)}
              spellCheck={false}
              autoCapitalize="none"
              aria-describedby={described}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                onChange(event.target.value);
              }}
            />
            <button
              type="button"
              className="admin-button admin-button--small"
              disabled={error !== undefined}
              onClick={() => {
                setEditing(false);
              }}
            >
              Done
            </button>
          </div>
          <p id="article-slug-hint" className="editor-field__hint">
            Lowercase letters, digits and dashes. Leave it empty to follow the title. Old links keep working: they redirect (301) to the new
            address.
          </p>
          {error ? (
            <p id="article-slug-error" className="editor-field__error">
              {error}
            </p>
          ) : null}
          {slug !== '' ? (
            <button
              type="button"
              className="admin-link"
              onClick={() => {
                onChange('');
              }}
            >
              Follow the title again
            </button>
          ) : null}
        </>
      ) : (
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={() => {
            setEditing(true);
          }}
        >
          Edit slug
        </button>
      )}
    </div>
  );
}

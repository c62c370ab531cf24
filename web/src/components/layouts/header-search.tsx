import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchPath } from '../../config/paths';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { SearchIcon } from '../ui/icons';

/** The header's search bar: submits only a non-empty trimmed query (spec §5). */
export function HeaderSearch({ onDone }: { onDone: () => void }) {
  const lang = useLang();
  const t = useMessages().nav;
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();

  useEffect(() => {
    input.current?.focus();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trimmed === '') return;
    onDone();
    navigate(searchPath(lang, { q: trimmed }));
  }

  return (
    <form className="header-search" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {t.searchLabel}
      </label>
      <span className="header-search__icon">
        <SearchIcon />
      </span>
      <input
        ref={input}
        id={`${id}-q`}
        className="header-search__input"
        type="search"
        name="q"
        autoComplete="off"
        placeholder={t.searchPlaceholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
      />
      <button className="button button--primary header-search__submit" type="submit" disabled={trimmed === ''}>
        {t.searchSubmit}
      </button>
    </form>
  );
}

import { useId, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchPath } from '../../../config/paths';
import { useLang } from '../../../lib/i18n/language-context';
import { useSearchMessages } from '../../../lib/i18n/sections/search';

/** The search box of the search page: submits only a non-empty trimmed query (spec §5). */
export function SearchForm({ initialQuery }: { initialQuery: string }) {
  const lang = useLang();
  const t = useSearchMessages();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const trimmed = query.trim();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (trimmed !== '') navigate(searchPath(lang, { q: trimmed }));
  }

  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={query}
        placeholder={t.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setQuery(event.target.value);
        }}
      />
      <button type="submit" disabled={trimmed === ''}>
        {t.submit}
      </button>
    </form>
  );
}

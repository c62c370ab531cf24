import { Link } from 'react-router-dom';
import { LANGS, messages, type Lang } from '../../lib/i18n';

interface LanguageSwitcherProps {
  lang: Lang;
  /** Where each language's version of the current page lives. */
  hrefs: Record<Lang, string>;
}

export function LanguageSwitcher({ lang, hrefs }: LanguageSwitcherProps) {
  return (
    <nav className="language-switcher" aria-label={messages(lang).switchLanguage}>
      <ul>
        {LANGS.map((code) => (
          <li key={code}>
            {code === lang ? (
              <span aria-current="true" className="language-switcher__current" lang={code}>
                {code.toUpperCase()}
                <span className="visually-hidden"> ({messages(code).languageName})</span>
              </span>
            ) : (
              <Link to={hrefs[code]} hrefLang={code} lang={code}>
                {code.toUpperCase()}
                <span className="visually-hidden"> ({messages(code).languageName})</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

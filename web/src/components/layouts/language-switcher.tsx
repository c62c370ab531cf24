import { Link } from 'react-router-dom';
import { LANGS, LANGUAGE_NAMES, type Lang } from '../../lib/i18n/languages';
import { messages } from '../../lib/i18n/messages';

interface LanguageSwitcherProps {
  lang: Lang;
  /** Where each language's version of the current page lives. */
  hrefs: Record<Lang, string>;
}

export function LanguageSwitcher({ lang, hrefs }: LanguageSwitcherProps) {
  return (
    <nav className="language-switcher" aria-label={messages(lang).site.switchLanguage}>
      <ul>
        {LANGS.map((code) => (
          <li key={code}>
            {code === lang ? (
              <span aria-current="true" className="language-switcher__current" lang={code}>
                {code.toUpperCase()}
                <span className="visually-hidden"> ({LANGUAGE_NAMES[code]})</span>
              </span>
            ) : (
              <Link to={hrefs[code]} hrefLang={code} lang={code}>
                {code.toUpperCase()}
                <span className="visually-hidden"> ({LANGUAGE_NAMES[code]})</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useId, useRef, useState } from 'react';
import { Link } from '../ui/link';
import { LANGS, LANGUAGE_NAMES, otherLang, type Lang } from '../../lib/i18n/languages';
import { messages } from '../../lib/i18n/messages';
import { ChevronDownIcon, GlobeIcon } from '../ui/icons';
import type { NavbarMode } from './navbar-state';
import { useDismiss } from './use-dismiss';

/**
 * Where each language's version of the current page lives; null: there is none (the page
 * exists only in the current language).
 */
export type LanguageHrefs = Record<Lang, string | null>;

interface LanguageSwitcherProps {
  lang: Lang;
  hrefs: LanguageHrefs;
  /** The page is still looking for its translation. */
  checking?: boolean;
  /** Follows the navbar (spec §4): full = code and arrow, compact = arrow, minimal and peek = globe. */
  mode?: NavbarMode;
}

/** The language menu (spec §4 Language): disabled while translations are checked or when none exists. */
export function LanguageSwitcher({ lang, hrefs, checking = false, mode = 'full' }: LanguageSwitcherProps) {
  const t = messages(lang);
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(root, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  });

  const missing = hrefs[otherLang(lang)] === null;
  const disabled = checking || missing;
  const tooltip = checking ? t.nav.checkingTranslations : missing ? t.nav.noTranslationIn[otherLang(lang)] : undefined;
  const display = mode === 'full' ? 'full' : mode === 'compact' ? 'compact' : 'globe';

  return (
    <div className={`language-switcher language-switcher--${display}`} ref={root} data-disabled={disabled || undefined}>
      <button
        ref={button}
        type="button"
        className="language-switcher__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-disabled={disabled || undefined}
        // The name starts with the code the button shows (WCAG 2.5.3, label in name).
        aria-label={`${lang.toUpperCase()}: ${t.site.switchLanguage}. ${t.nav.currentLanguage(LANGUAGE_NAMES[lang])}`}
        aria-describedby={tooltip ? `${id}-tip` : undefined}
        title={tooltip}
        onClick={() => {
          if (!disabled) setOpen(!open);
        }}
      >
        {display === 'globe' ? (
          <GlobeIcon />
        ) : (
          <>
            {display === 'full' && (
              <span className="language-switcher__code" lang={lang}>
                {lang.toUpperCase()}
              </span>
            )}
            <ChevronDownIcon />
          </>
        )}
      </button>
      {tooltip && (
        <span id={`${id}-tip`} role="tooltip" className="language-switcher__tooltip">
          {tooltip}
          {missing && <span className="language-switcher__hint">{t.nav.noTranslation}</span>}
        </span>
      )}
      <ul id={`${id}-menu`} className="language-switcher__menu" hidden={!open}>
        {LANGS.map((code) => {
          const href = hrefs[code];
          return (
            <li key={code}>
              {code === lang || href === null ? (
                <span className="language-switcher__item" aria-current={code === lang ? 'true' : undefined} lang={code}>
                  <span className="language-switcher__item-code">{code.toUpperCase()}</span> {LANGUAGE_NAMES[code]}
                </span>
              ) : (
                <Link
                  className="language-switcher__item"
                  to={href}
                  hrefLang={code}
                  lang={code}
                  onClick={() => {
                    setOpen(false);
                  }}
                >
                  <span className="language-switcher__item-code">{code.toUpperCase()}</span> {LANGUAGE_NAMES[code]}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { infoPath } from '../../../config/paths';
import {
  ALL_CATEGORIES,
  ESSENTIAL_ONLY,
  onConsentSettingsRequested,
  readConsent,
  saveConsent,
  type ConsentCategories,
} from '../../../lib/consent-store';
import { useLang, useMessages } from '../../../lib/i18n/language-context';

/** Cookie banner delay (spec §9). */
const BANNER_DELAY_MS = 1500;

type Optional = Omit<ConsentCategories, 'essential'>;
const OPTIONAL = ['analytics', 'functional', 'marketing'] as const;

/**
 * The cookie banner (spec §4): shown 1.5 s after load when no consent flag exists, and again
 * when the footer's "Cookie settings" asks for it (then with the settings open).
 */
export function CookieBanner() {
  const lang = useLang();
  const t = useMessages().consent;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [showSettings, setShowSettings] = useState(false);
  const [choice, setChoice] = useState<Optional>(ESSENTIAL_ONLY);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const timer = readConsent() === null ? setTimeout(() => {
            setOpen(true);
          }, BANNER_DELAY_MS) : undefined;
    const stop = onConsentSettingsRequested(() => {
      clearTimeout(timer);
      setChoice(readConsent() ?? ESSENTIAL_ONLY);
      setShowSettings(true);
      setOpen(true);
      requestAnimationFrame(() => {
        headingRef.current?.focus();
      });
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);

  if (!open) return null;

  function decide(categories: Optional) {
    saveConsent(categories);
    setOpen(false);
    setShowSettings(false);
  }

  return (
    <section className="cookie-banner" role="region" aria-labelledby={`${id}-title`} data-testid="cookie-banner">
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id={`${id}-title`} className="cookie-banner__title" tabIndex={-1} ref={headingRef}>
            {t.title}
          </h2>
          <p>
            {t.message} <Link to={infoPath(lang, 'privacy')}>{t.privacyLink}</Link>
          </p>
        </div>
        {showSettings && (
          <fieldset className="cookie-banner__settings">
            <legend className="visually-hidden">{t.settings}</legend>
            <label className="cookie-banner__option">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t.categories.essential[0]}</strong> {t.categories.essential[1]}
              </span>
            </label>
            {OPTIONAL.map((name) => (
              <label key={name} className="cookie-banner__option">
                <input
                  type="checkbox"
                  name={name}
                  checked={choice[name]}
                  onChange={(event) => {
                    setChoice({ ...choice, [name]: event.target.checked });
                  }}
                />
                <span>
                  <strong>{t.categories[name][0]}</strong> {t.categories[name][1]}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="cookie-banner__actions">
          {showSettings ? (
            <button type="button" className="button button--secondary" onClick={() => {
              decide(choice);
            }}>
              {t.save}
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => {
              setShowSettings(true);
            }}>
              {t.settings}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={() => {
              decide(ESSENTIAL_ONLY);
            }}>
            {t.essentialOnly}
          </button>
          <button type="button" className="button button--primary" onClick={() => {
              decide(ALL_CATEGORIES);
            }}>
            {t.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}

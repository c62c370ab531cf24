import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '../ui/link';
import { infoPath } from '../../config/paths';
import type { CategoryMenuItem } from '../../lib/api/types';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { ChevronDownIcon, CloseIcon } from '../ui/icons';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The spec lists the mobile quick actions without a language prefix; the server adds it. */
const QUICK_ACTIONS = [
  ['/saved', 'saved'],
  ['/login', 'login'],
  ['/admin', 'admin'],
  ['/about', 'about'],
  ['/careers', 'careers'],
  ['/contact', 'contact'],
] as const;

function PanelCategory({ item }: { item: CategoryMenuItem }) {
  const t = useMessages().nav;
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="mobile-panel__category">
      <div className="mobile-panel__category-row">
        <Link className="mobile-panel__link" to={item.path}>
          {item.name}
        </Link>
        {item.subcategories.length > 0 && (
          <button
            type="button"
            className="mobile-panel__expand"
            aria-expanded={open}
            aria-controls={id}
            aria-label={t.showSubcategories(item.name)}
            onClick={() => {
              setOpen(!open);
            }}
          >
            <ChevronDownIcon />
          </button>
        )}
      </div>
      {item.subcategories.length > 0 && (
        <ul id={id} className="mobile-panel__subcategories" hidden={!open}>
          {item.subcategories.map((sub) => (
            <li key={sub.slug}>
              <Link className="mobile-panel__sublink" to={sub.path}>
                {sub.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

interface MobilePanelProps {
  categories: readonly CategoryMenuItem[];
  newsletter?: ReactNode;
  onClose: () => void;
}

/**
 * The slide-in panel titled Navigation (spec §2): categories with expandable subcategories,
 * quick actions, the newsletter form and an Advertise button. It is modal: body scrolling is
 * locked, focus stays inside, Escape closes it.
 */
export function MobilePanel({ categories, newsletter, onClose }: MobilePanelProps) {
  const lang = useLang();
  const t = useMessages().nav;
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <div className="mobile-panel__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id="mobile-panel"
        className="mobile-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
      >
        <div className="mobile-panel__header">
          <h2 id={`${id}-title`} className="mobile-panel__title">
            {t.navigation}
          </h2>
          <button ref={closeButton} type="button" className="icon-button" aria-label={t.closeMenu} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t.categories}>
          <ul className="mobile-panel__categories">
            {categories.map((item) => (
              <PanelCategory key={item.slug} item={item} />
            ))}
          </ul>
        </nav>
        <section className="mobile-panel__section" aria-labelledby={`${id}-quick`}>
          <h3 id={`${id}-quick`} className="mobile-panel__heading">
            {t.quickActions}
          </h3>
          <ul className="mobile-panel__quick">
            {QUICK_ACTIONS.map(([href, key]) => (
              <li key={href}>
                <a className="mobile-panel__quick-link" href={href}>
                  {t[key]}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {newsletter && (
          <section className="mobile-panel__section" aria-labelledby={`${id}-newsletter`}>
            <h3 id={`${id}-newsletter`} className="mobile-panel__heading">
              {t.newsletterHeading}
            </h3>
            {newsletter}
          </section>
        )}
        <Link className="button button--accent mobile-panel__advertise" to={infoPath(lang, 'advertise')}>
          {t.advertise}
        </Link>
      </div>
    </>
  );
}

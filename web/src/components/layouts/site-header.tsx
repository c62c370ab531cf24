import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/link';
import { homePath, infoPath } from '../../config/paths';
import type { CategoryMenuItem } from '../../lib/api/types';
import { useLang, useMessages } from '../../lib/i18n/language-context';
import { CloseIcon, MenuIcon, SearchIcon } from '../ui/icons';
import { CategoryMenu } from './category-menu';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher, type LanguageHrefs } from './language-switcher';
import { hasHoverZone, type NavbarMode } from './navbar-state';

/** Opened by a tap on the menu button only, so it is not part of every page's first download. */
const MobilePanel = lazy(() => import('./mobile-panel').then((module) => ({ default: module.MobilePanel })));

interface SiteHeaderProps {
  mode: NavbarMode;
  categories: readonly CategoryMenuItem[];
  languageHrefs: LanguageHrefs;
  translationChecking: boolean;
  newsletter?: ReactNode;
  busy: boolean;
}

/**
 * The sticky smart navbar (desktop) and the compact header with its slide-in panel (mobile and
 * tablet); CSS shows one or the other at 1024 px. Its look follows the scroll `mode`; in peek and
 * minimal a hover zone at the top reveals it in full.
 */
export function SiteHeader({ mode, categories, languageHrefs, translationChecking, newsletter, busy }: SiteHeaderProps) {
  const lang = useLang();
  const { site, nav: t } = useMessages();
  const { pathname } = useLocation();
  const [revealed, setRevealed] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement | null>(null);

  // A navigation closes the menu and the search; leaving peek and minimal ends a reveal.
  const [seen, setSeen] = useState({ pathname, mode });
  if (seen.pathname !== pathname || seen.mode !== mode) {
    setSeen({ pathname, mode });
    if (seen.pathname !== pathname) {
      setMenuOpen(false);
      setSearchOpen(false);
    }
    if (!hasHoverZone(mode)) setRevealed(false);
  }
  const shown: NavbarMode = revealed || searchOpen ? 'full' : mode;

  // A revealed navbar hides again once the pointer moves below it (also when it appeared under a
  // pointer that never entered it, so no mouseleave would come).
  useEffect(() => {
    if (!revealed) return;
    const onMove = (event: MouseEvent) => {
      const bottom = header.current?.getBoundingClientRect().bottom ?? 0;
      if (event.clientY > bottom && !header.current?.contains(document.activeElement)) setRevealed(false);
    };
    document.addEventListener('mousemove', onMove);
    return () => {
      document.removeEventListener('mousemove', onMove);
    };
  }, [revealed]);

  useEffect(() => {
    if (!searchOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setSearchOpen(false);
        searchButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [searchOpen]);

  function toggleSearch(button: HTMLButtonElement | null) {
    searchButton.current = button;
    setMenuOpen(false);
    setSearchOpen(!searchOpen);
  }

  function closeMenu() {
    setMenuOpen(false);
    hamburger.current?.focus();
  }

  const switcher = (
    <LanguageSwitcher lang={lang} hrefs={languageHrefs} checking={translationChecking} mode={shown} />
  );
  return (
    <>
      {hasHoverZone(mode) && !revealed && (
        <div
          className="navbar-hover-zone"
          aria-hidden="true"
          onMouseEnter={() => {
            setRevealed(true);
          }}
        />
      )}
      <header
        ref={header}
        className="site-header"
        data-mode={shown}
        onMouseLeave={() => {
          setRevealed(false);
        }}
        onFocus={() => {
          if (hasHoverZone(mode)) setRevealed(true);
        }}
      >
        <div className="navbar">
          <div className="navbar__inner">
            <Link className="brand" to={homePath(lang)}>
              {site.name}
            </Link>
            <CategoryMenu categories={categories} label={site.mainNavigation} />
            <div className="navbar__actions">
              <button
                type="button"
                className="icon-button"
                aria-expanded={searchOpen}
                aria-controls="header-search"
                aria-label={searchOpen ? t.closeSearch : t.openSearch}
                onClick={(event) => {
                  toggleSearch(event.currentTarget);
                }}
              >
                {searchOpen ? <CloseIcon /> : <SearchIcon />}
              </button>
              <Link className="button button--ghost navbar__contact" to={infoPath(lang, 'contact')}>
                {t.contact}
              </Link>
              <Link className="button button--accent navbar__advertise" to={infoPath(lang, 'advertise')}>
                {t.advertise}
              </Link>
              {switcher}
            </div>
          </div>
        </div>
        <div className="mobile-bar">
          <button
            ref={hamburger}
            type="button"
            className="icon-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-panel"
            aria-label={t.openMenu}
            onClick={() => {
              setSearchOpen(false);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </button>
          <Link className="brand" to={homePath(lang)}>
            {site.name}
          </Link>
          <div className="mobile-bar__actions">
            <button
              type="button"
              className="icon-button"
              aria-expanded={searchOpen}
              aria-controls="header-search"
              aria-label={searchOpen ? t.closeSearch : t.openSearch}
              onClick={(event) => {
                toggleSearch(event.currentTarget);
              }}
            >
              {searchOpen ? <CloseIcon /> : <SearchIcon />}
            </button>
            {switcher}
          </div>
        </div>
        {searchOpen && (
          <div id="header-search" className="site-header__search">
            <HeaderSearch
              onDone={() => {
                setSearchOpen(false);
              }}
            />
          </div>
        )}
        <div className={busy ? 'progress progress--active' : 'progress'} aria-hidden="true" />
      </header>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobilePanel categories={categories} newsletter={newsletter} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}

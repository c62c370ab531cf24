import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/link';
import type { CategoryMenuItem } from '../../lib/api/types';
import { useMessages } from '../../lib/i18n/language-context';
import { ChevronDownIcon } from '../ui/icons';
import { DROPDOWN_CLOSE_DELAY_MS } from './navbar-state';
import { useDismiss } from './use-dismiss';

function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * How the dropdown is open. A pointer that clicks the toggle has already hovered it open: that
 * click keeps it open ('click') instead of closing what the reader just saw appear.
 */
type Opened = 'hover' | 'click' | null;

/** A top category with subcategories: the category link and a toggle for its dropdown. */
function CategoryDropdown({ item, pathname }: { item: CategoryMenuItem; pathname: string }) {
  const t = useMessages().nav;
  const [opened, setOpened] = useState<Opened>(null);
  const open = opened !== null;
  const root = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useDismiss(root, open, (reason) => {
    setOpened(null);
    if (reason === 'escape') toggle.current?.focus();
  });
  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const menuId = `submenu-${item.slug}`;
  return (
    <li
      ref={root}
      className="category-menu__item category-menu__item--has-menu"
      onMouseEnter={() => {
        clearTimeout(closeTimer.current);
        setOpened((now) => now ?? 'hover');
      }}
      onMouseLeave={() => {
        closeTimer.current = setTimeout(() => {
          setOpened(null);
        }, DROPDOWN_CLOSE_DELAY_MS);
      }}
    >
      <Link className="category-menu__link" to={item.path} aria-current={isCurrent(pathname, item.path) ? 'page' : undefined}>
        {item.name}
      </Link>
      <button
        ref={toggle}
        type="button"
        className="category-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t.showSubcategories(item.name)}
        onClick={() => {
          setOpened((now) => (now === 'click' ? null : 'click'));
        }}
      >
        <ChevronDownIcon size={14} />
      </button>
      <ul id={menuId} className="category-menu__dropdown" hidden={!open} aria-label={t.subcategoriesOf(item.name)}>
        {item.subcategories.map((sub) => (
          <li key={sub.slug}>
            <Link className="category-menu__sublink" to={sub.path} aria-current={pathname === sub.path ? 'page' : undefined}>
              {sub.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop category menus (the 8 top categories; Politics and Sports with dropdowns). */
export function CategoryMenu({ categories, label }: { categories: readonly CategoryMenuItem[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <nav className="category-menu" aria-label={label}>
      <ul className="category-menu__list">
        {categories.map((item) =>
          item.subcategories.length > 0 ? (
            // Keyed by the path: a navigation closes the dropdown.
            <CategoryDropdown key={`${item.slug} ${pathname}`} item={item} pathname={pathname} />
          ) : (
            <li key={item.slug} className="category-menu__item">
              <Link className="category-menu__link" to={item.path} aria-current={isCurrent(pathname, item.path) ? 'page' : undefined}>
                {item.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, createPath, useLocation } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path rooted at the site, as config/paths.ts builds them. */
  to: string;
}

/** A plain left click on a link for this window, which the router then follows. */
function followsInApp(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}

/**
 * A link to a page of the site, for everything the site prerenders. react-router's `Link` resolves
 * its path twice on each render, against the route's matches, and sets up a navigate callback
 * with its own effect: with about 80 links on an article page, that was a quarter of each page's
 * prerender. Every path here is already rooted, so the link renders it as it is and asks the
 * router to navigate only when clicked, as react-router's does: on a plain click, and in place of
 * the current entry when the link leads to the page already shown. Links relative to the current
 * page (the admin area's `?new=1`) keep react-router's.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, onClick, ...rest }, ref) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !followsInApp(event, rest.target)) return;
    event.preventDefault();
    if (createPath(location) === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...rest} ref={ref} href={to} onClick={follow} />;
});

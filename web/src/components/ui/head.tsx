import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { Head as HelmetHead } from 'vite-react-ssg';

/** React prop names that are not the HTML attribute's name. */
const ATTRIBUTE_NAMES: Record<string, string> = { hrefLang: 'hreflang', charSet: 'charset', httpEquiv: 'http-equiv' };

/** What this page's heads put into <head> first came from the prerender, marked by Helmet. */
const PRERENDERED = '[data-rh]';

type HeadElement = ReactElement<Record<string, unknown> & { children?: ReactNode }>;

function text(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

/** Each element of a head as a DOM element, `<html>` and `<title>` aside (they set the document's). */
function headElements(children: ReactNode): { lang?: string; title?: string; elements: HTMLElement[] } {
  const found: { lang?: string; title?: string; elements: HTMLElement[] } = { elements: [] };
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const { props, type } = child as HeadElement;
    if (typeof type !== 'string') continue;
    if (type === 'html') {
      if (typeof props.lang === 'string') found.lang = props.lang;
      continue;
    }
    if (type === 'title') {
      found.title = text(props.children);
      continue;
    }
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(props)) {
      if (name === 'children' || (typeof value !== 'string' && typeof value !== 'number')) continue;
      element.setAttribute(ATTRIBUTE_NAMES[name] ?? name, String(value));
    }
    element.textContent = text(props.children);
    found.elements.push(element);
  }
  return found;
}

/**
 * The browser's side of <Head>: Helmet writes the tags into the prerendered page, and after
 * that each head puts its own into the document while it is shown and takes them out when its
 * page goes, so a page reached in the browser has its title, description and links too.
 * Without Helmet, the browser's JavaScript is about 6 KB (gzip) smaller.
 */
function BrowserHead({ children }: { children: ReactNode }) {
  // The tags change when what they say does, not on every render of the page.
  const signature = JSON.stringify(Children.toArray(children).map((child) => (isValidElement(child) ? [child.type, child.props] : null)));
  useEffect(() => {
    for (const element of document.head.querySelectorAll(PRERENDERED)) element.remove();
    const { lang, title, elements } = headElements(children);
    if (lang !== undefined) document.documentElement.lang = lang;
    if (title !== undefined) document.title = title;
    document.head.append(...elements);
    return () => {
      for (const element of elements) element.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `signature` is what `children` say
  }, [signature]);
  return null;
}

/** The document head of a page, given as `<title>`, `<meta>`, `<link>`, `<script>` and `<html lang>` children. */
export const Head: (props: { children: ReactNode }) => ReactNode = import.meta.env.SSR ? HelmetHead : BrowserHead;

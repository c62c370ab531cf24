import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Head } from './head';

describe('Head in the browser', () => {
  it('replaces the prerendered tags with its own while its page is shown, and takes them out after', () => {
    document.head.innerHTML = '<meta name="description" content="prerendered" data-rh="true"><meta name="viewport" content="x">';
    const view = render(
      <Head>
        <html lang="ro" />
        <title>Parc nou | Știri</title>
        <meta name="description" content="Un parc nou" />
        <link rel="alternate" hrefLang="en" href="/en/article/7/new-park" />
        {null}
        <script type="application/ld+json">{'{"@type":"NewsArticle"}'}</script>
      </Head>,
    );

    expect(document.documentElement.lang).toBe('ro');
    expect(document.title).toBe('Parc nou | Știri');
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect([...descriptions].map((meta) => meta.getAttribute('content'))).toEqual(['Un parc nou']);
    expect(document.head.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe('/en/article/7/new-park');
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"NewsArticle"}');
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();

    view.unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[hreflang="en"]')).toBeNull();
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  });
});

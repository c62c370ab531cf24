import { Head } from './head';
import { absoluteUrl, podcastFeedPath } from '../../config/paths';
import type { Lang } from '../../lib/i18n/languages';
import { messages } from '../../lib/i18n/messages';

export interface AlternateLink {
  lang: Lang;
  href: string;
}

interface PageHeadProps {
  lang: Lang;
  /** Page title without the site name. */
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'article';
  canonicalPath?: string;
  alternates?: AlternateLink[];
  /** On the podcast's pages, its show's name: the head links the show's feed. */
  podcastFeedTitle?: string;
}

/**
 * The feed of a category listing (a subcategory's is its category's), from its canonical path:
 * the server writes one per category at `/{lang}/category/{slug}/rss.xml`.
 */
function categoryFeedPath(lang: Lang, canonicalPath: string | undefined): string | undefined {
  const slug = canonicalPath?.match(new RegExp(`^/${lang}/category/([^/?#]+)`))?.[1];
  return slug ? `/${lang}/category/${slug}/rss.xml` : undefined;
}


/**
 * Document head for a page: <html lang>, title, description, Open Graph and Twitter card tags,
 * the canonical address, hreflang links to every language's version (English, when there is
 * one, as x-default) and the RSS feeds (the site's, a category listing's, the podcast's).
 */
export function PageHead({
  lang,
  title,
  description,
  image,
  type = 'website',
  canonicalPath,
  alternates = [],
  podcastFeedTitle,
}: PageHeadProps) {
  const t = messages(lang).site;
  const siteUrl = import.meta.env.VITE_SITE_URL;
  const fullTitle = title ? `${title} | ${t.name}` : t.name;
  const metaDescription = description ?? t.description;
  const imageUrl = image ? absoluteUrl(image, siteUrl) : undefined;
  const xDefault = alternates.find((alternate) => alternate.lang === 'en') ?? alternates[0];
  const categoryFeed = categoryFeedPath(lang, canonicalPath);
  return (
    <Head>
      <html lang={lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta property="og:site_name" content={t.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? t.name} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:locale" content={lang === 'ro' ? 'ro_RO' : 'en_US'} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? t.name} />
      <meta name="twitter:description" content={metaDescription} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {canonicalPath ? <link rel="canonical" href={absoluteUrl(canonicalPath, siteUrl)} /> : null}
      {canonicalPath ? <meta property="og:url" content={absoluteUrl(canonicalPath, siteUrl)} /> : null}
      {alternates.map((alternate) => (
        <link
          key={alternate.lang}
          rel="alternate"
          hrefLang={alternate.lang}
          href={absoluteUrl(alternate.href, siteUrl)}
        />
      ))}
      {xDefault ? <link rel="alternate" hrefLang="x-default" href={absoluteUrl(xDefault.href, siteUrl)} /> : null}
      <link rel="alternate" type="application/rss+xml" title={t.name} href={absoluteUrl(`/${lang}/rss.xml`, siteUrl)} />
      {categoryFeed ? (
        <link rel="alternate" type="application/rss+xml" title={fullTitle} href={absoluteUrl(categoryFeed, siteUrl)} />
      ) : null}
      {podcastFeedTitle ? (
        <link rel="alternate" type="application/rss+xml" title={podcastFeedTitle} href={absoluteUrl(podcastFeedPath(lang), siteUrl)} />
      ) : null}
    </Head>
  );
}

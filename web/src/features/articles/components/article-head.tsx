import { Head } from '../../../components/ui/head';
import { homePath } from '../../../config/paths';
import { messages } from '../../../lib/i18n/messages';
import type { ArticleContent } from '../../../lib/api/types';
import { serializeJsonLd } from '../../../lib/json-ld';
import { breadcrumbJsonLd, newsArticleJsonLd } from '../lib/json-ld';

interface ArticleHeadProps {
  article: ArticleContent;
  /** The article's own path, canonical. */
  path: string;
  category: { name: string; href: string };
}

/**
 * What the article page adds to the common <PageHead>: article:* Open Graph tags and the NewsArticle and BreadcrumbList JSON-LD (data blocks, which
 * the build leaves out of the CSP because browsers never run them).
 */
export function ArticleHead({ article, path, category }: ArticleHeadProps) {
  const lang = article.language;
  const t = messages(lang);
  const siteUrl = import.meta.env.VITE_SITE_URL;
  const description = article.excerpt || t.site.description;
  const author = article.author.trim() || t.article.unknownAuthor;
  const newsArticle = newsArticleJsonLd(
    {
      title: article.title,
      description,
      url: path,
      image: article.image_url,
      publishedAt: article.published_at,
      modifiedAt: article.updated_at,
      author,
      section: category.name,
      tags: article.tags,
      language: lang,
      siteName: t.site.name,
    },
    siteUrl,
  );
  const breadcrumbs = breadcrumbJsonLd(
    [
      { name: t.articlePage.home, path: homePath(lang) },
      { name: category.name, path: category.href },
      { name: article.title, path },
    ],
    siteUrl,
  );
  return (
    <Head>
      <meta property="article:published_time" content={article.published_at} />
      <meta property="article:modified_time" content={article.updated_at} />
      <meta property="article:section" content={category.name} />
      {article.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <script type="application/ld+json">{serializeJsonLd(newsArticle)}</script>
      <script type="application/ld+json">{serializeJsonLd(breadcrumbs)}</script>
    </Head>
  );
}

import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, newsArticleJsonLd } from './json-ld';

const input = {
  title: 'Budget </script><script>alert(1)</script> vote',
  description: 'Lawmakers vote & argue',
  url: '/en/article/5/budget-vote',
  image: '/media/budget.jpg',
  publishedAt: '2026-03-05T10:00:00Z',
  modifiedAt: '2026-03-06T08:00:00Z',
  author: 'Ana Popescu',
  section: 'Politics',
  tags: ['budget', 'parliament'],
  language: 'en',
  siteName: 'News',
};

describe('newsArticleJsonLd', () => {
  it('describes the article as a schema.org NewsArticle with absolute URLs', () => {
    const data = newsArticleJsonLd(input, 'https://news.example');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: input.title,
      description: input.description,
      url: 'https://news.example/en/article/5/budget-vote',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://news.example/en/article/5/budget-vote' },
      image: ['https://news.example/media/budget.jpg'],
      datePublished: '2026-03-05T10:00:00Z',
      dateModified: '2026-03-06T08:00:00Z',
      author: [{ '@type': 'Person', name: 'Ana Popescu' }],
      publisher: { '@type': 'Organization', name: 'News' },
      articleSection: 'Politics',
      keywords: 'budget, parliament',
      inLanguage: 'en',
    });
  });

  it('leaves out an empty image and keywords', () => {
    const data = newsArticleJsonLd({ ...input, image: '', tags: [] });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('keywords');
    expect(data.url).toBe('/en/article/5/budget-vote');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/en' },
          { name: 'Politics', path: '/en/category/politics' },
        ],
        'https://news.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://news.example/en' },
        { '@type': 'ListItem', position: 2, name: 'Politics', item: 'https://news.example/en/category/politics' },
      ],
    });
  });
});

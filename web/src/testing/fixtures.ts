import type { Article, ArticleSummary, Session } from '../lib/api/types';

export function summaryFixture(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: 5,
    slug: 'city-council-approves-new-park',
    title: 'City Council Approves New Park',
    excerpt: 'The riverside park will open next spring.',
    image_url: '/media/demo/park.svg',
    imagecaption: 'The riverside site today',
    category: 'news',
    subcategory: 'local',
    author: 'Jane Doe',
    published_at: '2026-03-05T09:15:00Z',
    featured: true,
    trending: false,
    views: 1234,
    language: 'en',
    status: 'published',
    tags: ['parks', 'city'],
    geographic_scope: 'local',
    trust_score: 0.9,
    estimated_reading_time: 4,
    linked_article_id: 6,
    editorial_signature: 'desk',
    ...overrides,
  };
}

export function articleFixture(overrides: Partial<Article> = {}): Article {
  return {
    ...summaryFixture(),
    content: '<p>The council voted <strong>7 to 2</strong> in favour.</p><h2>What happens next</h2><p>Work starts in May.</p>',
    created_at: '2026-03-04T18:00:00Z',
    updated_at: '2026-03-05T09:00:00Z',
    user_id: 'user-1',
    editor_id: 'user-2',
    uses_blocks: false,
    manual_language_override: false,
    version: 1,
    content_changed_at: '2026-03-05T09:00:00Z',
    ...overrides,
  };
}

export function sessionFixture(overrides: Partial<Session> = {}): Session {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    aal: 'aal1',
    user: { id: 'u1', email: 'reader@example.org', language: 'en', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' },
    ...overrides,
  };
}

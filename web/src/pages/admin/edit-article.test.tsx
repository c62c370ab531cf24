import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '../../lib/api/types';
import { articleFixture } from '../../testing/fixtures';
import { renderInRouter } from '../../testing/render';
import { EditArticlePage } from './edit-article';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

const article: Article = {
  ...articleFixture(),
  status: 'published',
  version: 3,
  custom_slug: null,
  linked_article_id: null,
};

function respond(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (init: RequestInit) => Response;

/** The JSON body of the request made with `method`. */
function sent(fetchMock: ReturnType<typeof mockApi>, method: string): unknown {
  const call = fetchMock.mock.calls.find(([, init]) => init.method === method);
  return JSON.parse(call?.[1].body as string);
}

/** The API as the editor meets it: `METHOD /path` → answer; anything else is a 404. */
function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
    const handler = routes[`${init.method ?? 'GET'} ${path}`];
    return Promise.resolve(handler ? handler(init) : respond(404, { error: { code: 'not_found', message: `no ${path}` } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const categories: Handler = () =>
  respond(200, { items: [{ category: 'news', name: 'News', path: '/en/category/news', slug: 'news', subcategories: [{ name: 'Local', path: '/en/category/news/local', slug: 'local' }] }] });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderEditor(path = '/admin/edit/5') {
  return renderInRouter(
    <Routes>
      <Route
        path="/admin/edit/:id"
        element={
          <>
            <EditArticlePage />
            <Where />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the article editor', () => {
  it('loads the article into its fields, the rich-text editor and the settings', async () => {
    mockApi({
      'GET /categories': categories,
      'GET /admin/articles/5': () => respond(200, article),
      'GET /admin/articles/5/revisions': () =>
        respond(200, { items: [{ id: 9, version: 3, saved_at: '2026-03-05T09:00:00Z', saved_by: 'ana@example.org', autosave: false, title: article.title }] }),
    });
    renderEditor();

    expect(await screen.findByLabelText('Title')).toHaveValue('City Council Approves New Park');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit article' })).toBeInTheDocument();
    expect(screen.getByLabelText('Excerpt')).toHaveValue('The riverside park will open next spring.');
    const content = screen.getByRole('textbox', { name: 'Content' });
    expect(within(content).getByText('7 to 2').tagName).toBe('STRONG');
    expect(screen.getByText(/^\d+ words · 1 min read$/)).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('/en/article/5/city-council-approves-new-park')).toBeInTheDocument();
    expect(screen.getByText('published', { selector: '.editor__bar .admin-badge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/en/article/5/city-council-approves-new-park');
    await waitFor(() => {
      expect(screen.getByLabelText('Subcategory')).toHaveValue('local');
    });
    expect(await screen.findByRole('button', { name: /^Compare Version 3 current/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('No changes');
  });

  it('shows a field’s mistake beside it, tied to the field', async () => {
    mockApi({ 'GET /categories': categories, 'GET /admin/articles/5': () => respond(200, article), 'GET /admin/articles/5/revisions': () => respond(200, { items: [] }) });
    renderEditor();

    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: '' } });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Give the article a title.')).toHaveAttribute('id', 'article-title-error');
    expect(title.getAttribute('aria-describedby')).toContain('article-title-error');

    const image = screen.getByLabelText('Image address');
    fireEvent.change(image, { target: { value: 'pictures/park.jpg' } });
    expect(screen.getByText('Use an absolute address (https://…) or a file of this site (/media/…).')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it('does not save over a newer version: the server’s 409 stays in an alert with Reload latest', async () => {
    const fetchMock = mockApi({
      'GET /categories': categories,
      'GET /admin/articles/5': () => respond(200, article),
      'GET /admin/articles/5/revisions': () => respond(200, { items: [] }),
      'PUT /admin/articles/5': () =>
        respond(409, { error: { code: 'conflict', message: 'This article was changed by ana@example.org at 09:20 after you opened it. Reload it to see the changes.' } }),
    });
    renderEditor();

    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Council approves the park' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This article was changed by ana@example.org at 09:20 after you opened it.');
    expect(within(alert).getByRole('button', { name: 'Reload latest' })).toBeEnabled();
    expect(sent(fetchMock, 'PUT')).toMatchObject({ title: 'Council approves the park', version: 3, autosave: false, status: 'published' });
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: the article was changed elsewhere.');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Council approves the park');
  });

  it('saves a new draft by itself once it has a title, and moves to the article’s own address', async () => {
    const created: Article = { ...article, id: 77, status: 'draft', version: 1, language: 'ro', title: 'Parcul nou', content: '' };
    const fetchMock = mockApi({
      'GET /categories': categories,
      'POST /admin/articles': () => respond(201, created),
      'GET /admin/articles/77/revisions': () => respond(200, { items: [] }),
    });
    renderEditor('/admin/edit/new');

    expect(screen.getByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not saved yet');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ro' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Parcul nou' } });
    expect(screen.getByText('/ro/article/…/parcul-nou')).toBeInTheDocument();

    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/admin/edit/77');
    }, { timeout: 6000 });
    expect(sent(fetchMock, 'POST')).toMatchObject({ title: 'Parcul nou', language: 'ro', status: 'draft', custom_slug: null });
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved at \d{2}:\d{2}$/);
    expect(screen.getByLabelText('Title')).toHaveValue('Parcul nou');
    expect(screen.getByText('/ro/article/77/parcul-nou')).toBeInTheDocument();
  });

  describe('an AI Studio draft', () => {
    const aiDraft: Article = { ...article, status: 'draft', editorial_signature: 'AI Generator', author: 'AI Generator', trust_score: 0.5 };
    const refusal = 'AI Studio wrote this draft: an editor must read it and mark it reviewed before it can be published or scheduled.';
    const noticeText = 'Written by AI Studio: read it carefully, then mark it reviewed; it cannot be published before.';

    it('asks for a review, shows why publishing is refused, and publishes once it is marked reviewed', async () => {
      let reviewed = false;
      const fetchMock = mockApi({
        'GET /categories': categories,
        'GET /admin/articles/5': () => respond(200, aiDraft),
        'GET /admin/articles/5/revisions': () => respond(200, { items: [] }),
        'PUT /admin/articles/5': (init) => respond(200, { ...aiDraft, ...(JSON.parse(init.body as string) as object), version: 4 }),
        'POST /admin/articles/5/status': () =>
          reviewed ? respond(200, { ...aiDraft, version: 4, status: 'published' }) : respond(409, { error: { code: 'conflict', message: refusal } }),
        'POST /admin/articles/5/review': () => {
          reviewed = true;
          return new Response(null, { status: 204 });
        },
      });
      renderEditor();

      const notice = await screen.findByRole('region', { name: 'AI Studio draft' });
      expect(notice).toHaveTextContent(noticeText);

      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      await waitFor(() => {
        expect(notice).toHaveTextContent(refusal);
      });
      expect(screen.getByRole('status')).toHaveTextContent(`Not published: ${refusal}`);
      expect(screen.getByText('draft', { selector: '.editor__bar .admin-badge' })).toBeInTheDocument();

      fireEvent.click(within(notice).getByRole('button', { name: 'Mark as reviewed' }));
      await waitFor(() => {
        expect(screen.queryByRole('region', { name: 'AI Studio draft' })).not.toBeInTheDocument();
      });
      expect(fetchMock.mock.calls.filter(([url, init]) => init.method === 'POST' && url.endsWith('/admin/articles/5/review'))).toHaveLength(1);
      expect(screen.getByRole('status')).not.toHaveTextContent('Not published');
      await waitFor(() => {
        expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();
      });

      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(await screen.findByText('published', { selector: '.editor__bar .admin-badge' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'AI Studio draft' })).not.toBeInTheDocument();
    });

    it('goes away when the server says the draft waits for no review', async () => {
      mockApi({
        'GET /categories': categories,
        'GET /admin/articles/5': () => respond(200, aiDraft),
        'GET /admin/articles/5/revisions': () => respond(200, { items: [] }),
        'POST /admin/articles/5/review': () => respond(409, { error: { code: 'conflict', message: 'Article 5 is not an AI Studio draft waiting for review.' } }),
      });
      renderEditor();

      const notice = await screen.findByRole('region', { name: 'AI Studio draft' });
      fireEvent.click(within(notice).getByRole('button', { name: 'Mark as reviewed' }));
      await waitFor(() => {
        expect(screen.queryByRole('region', { name: 'AI Studio draft' })).not.toBeInTheDocument();
      });
    });

    it('keeps the notice and says why when the review could not be recorded', async () => {
      mockApi({
        'GET /categories': categories,
        'GET /admin/articles/5': () => respond(200, aiDraft),
        'GET /admin/articles/5/revisions': () => respond(200, { items: [] }),
        'POST /admin/articles/5/review': () => respond(403, { error: { code: 'forbidden', message: 'Staff only.' } }),
      });
      renderEditor();

      const notice = await screen.findByRole('region', { name: 'AI Studio draft' });
      fireEvent.click(within(notice).getByRole('button', { name: 'Mark as reviewed' }));
      expect(await within(notice).findByRole('alert')).toHaveTextContent('Not marked as reviewed: Staff only.');
    });

    it('is not asked of an article written by people, nor of a published AI one', async () => {
      mockApi({ 'GET /categories': categories, 'GET /admin/articles/5': () => respond(200, { ...aiDraft, status: 'published' }), 'GET /admin/articles/5/revisions': () => respond(200, { items: [] }) });
      renderEditor();
      expect(await screen.findByLabelText('Title')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'AI Studio draft' })).not.toBeInTheDocument();
      expect(screen.queryByText(noticeText)).not.toBeInTheDocument();
    });
  });
});

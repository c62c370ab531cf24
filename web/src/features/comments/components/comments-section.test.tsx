import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '../../../lib/api/types';
import { renderInRouter } from '../../../testing/render';
import { CommentsSection } from './comments-section';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const comment = (id: number, text: string, parent_id: number | null = null, status: Comment['status'] = 'approved'): Comment => ({
  id,
  parent_id,
  article_id: 3,
  author_name: `Reader ${String(id)}`,
  text,
  status,
  created_at: '2026-03-05T10:00:00Z',
});

function fakeApi(existing: Comment[], answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const posts: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      posts.push(body);
      return answer(body);
    }
    return json(200, { items: existing, total: existing.length, limit: 20, offset: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CommentsSection', () => {
  it('lists comments with their replies', async () => {
    fakeApi([comment(1, 'First!'), comment(2, 'A reply', 1), comment(3, 'Second')], () => json(500, {}));
    renderInRouter(<CommentsSection articleId={3} onNotify={vi.fn()} />);
    const first = (await screen.findByText('First!')).closest('li');
    expect(first).not.toBeNull();
    expect(within(first as HTMLElement).getByRole('list', { name: 'Replies' })).toHaveTextContent('A reply');
    expect(screen.getByRole('heading', { level: 2, name: /Comments · 3 comments/ })).toBeInTheDocument();
  });

  it('refuses an empty comment with the spec message and sends nothing', async () => {
    const posts = fakeApi([], () => json(500, {}));
    renderInRouter(<CommentsSection articleId={3} onNotify={vi.fn()} />);
    await screen.findByText('No comments yet. Be the first to share your thoughts.');
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Comment cannot be empty');
    expect(alert).toHaveTextContent('Please write something before submitting.');
    expect(posts).toEqual([]);
  });

  it('shows the new comment at once, and says so when it is held for moderation', async () => {
    let resolve: (response: Response) => void = () => undefined;
    const posts = fakeApi([], () => new Promise<Response>((done) => (resolve = done)));
    renderInRouter(<CommentsSection articleId={3} onNotify={vi.fn()} />);
    await screen.findByText(/No comments yet/);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '  My view  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));

    // Optimistic: shown as Anonymous before the server answers.
    expect(await screen.findByText('My view', { selector: '.comment__text' })).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ text: 'My view', name: null, parent_id: null });
    expect(posts[0]?.fingerprint).toMatch(/^[\w-]{8,}$/);

    resolve(json(201, { ...comment(40, 'My view', null, 'held'), author_name: 'Anonymous' }));
    expect(await screen.findByText(/awaiting moderation and will appear once an editor approves it/)).toBeInTheDocument();
    expect(screen.getByText('Awaiting moderation')).toBeInTheDocument();
    expect(screen.getByText('My view', { selector: '.comment__text' })).toBeInTheDocument();
  });

  it('tells a reader whose address is not confirmed what to do', async () => {
    fakeApi([], () => json(403, { error: { code: 'forbidden', message: 'Confirm your email address to comment.' } }));
    const onNotify = vi.fn();
    renderInRouter(<CommentsSection articleId={3} onNotify={onNotify} />);
    await screen.findByText(/No comments yet/);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Early words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => {
      expect(onNotify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Failed to add comment',
        message: 'Confirm your email address to comment: open the link we mailed you, or ask for a new one on your account page.',
      });
    });
  });

  it('takes the comment back and reports the failure', async () => {
    fakeApi([], () => json(500, { error: { code: 'internal', message: 'boom' } }));
    const onNotify = vi.fn();
    renderInRouter(<CommentsSection articleId={3} onNotify={onNotify} />);
    await screen.findByText(/No comments yet/);
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Lost words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => {
      expect(onNotify).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Failed to add comment',
        message: 'There was an error adding your comment. Please try again.',
      });
    });
    expect(screen.queryByText('Lost words', { selector: '.comment__text' })).not.toBeInTheDocument();
    // The text stays in the form to try again.
    expect(screen.getByLabelText('Comment')).toHaveValue('Lost words');
  });
});

import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../lib/api/types';
import { buildThreads } from './thread';

const comment = (id: number, parent_id: number | null = null): Comment => ({
  id,
  parent_id,
  article_id: 1,
  author_name: `Reader ${String(id)}`,
  text: `Text ${String(id)}`,
  status: 'approved',
  created_at: '2026-03-05T10:00:00Z',
});

describe('buildThreads', () => {
  it('puts replies under their comment, keeps the order and drops repeats', () => {
    const threads = buildThreads([comment(1), comment(2), comment(3, 1), comment(4, 2), comment(5, 1), comment(3, 1)]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
    ]);
  });

  it('leaves out a reply whose comment is not shown', () => {
    expect(buildThreads([comment(9, 8)])).toEqual([]);
  });
});

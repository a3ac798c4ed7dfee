import type { BlogPostHistoryEntryFragment } from '../api/blog-posts.generated';
import { describeHistoryEntry } from './describe-history';

const entry = (action: string, data: Record<string, unknown> = {}): BlogPostHistoryEntryFragment => ({
  id: 'e1',
  actorUserId: 'u1',
  actorName: 'Alex Admin',
  action,
  data,
  at: '2026-03-01T09:00:00.000Z',
});

describe('describeHistoryEntry', () => {
  it('names each action in words', () => {
    expect(describeHistoryEntry(entry('blog_post.created')).summary).toBe('Created the post');
    expect(describeHistoryEntry(entry('blog_post.published')).summary).toBe('Published the post');
    expect(describeHistoryEntry(entry('blog_post.unpublished')).summary).toBe('Unpublished the post (back to draft)');
    expect(describeHistoryEntry(entry('blog_post.something_new')).summary).toBe('blog_post.something_new');
  });

  it('lists an edit field by field: old and new text, body length, cover added, replaced or removed', () => {
    const described = describeHistoryEntry(
      entry('blog_post.updated', {
        version: 4,
        changes: {
          slug: { from: 'old-slug', to: 'new-slug' },
          description: { from: '', to: 'Now described.' },
          bodyMarkdown: { fromLength: 1500, toLength: 1200 },
          coverImageUrl: { from: '/a.png', to: null },
          somethingElse: { from: 1, to: 2 },
        },
      }),
    );
    expect(described).toEqual({
      summary: 'Edited the post',
      changes: [
        { label: 'Slug', detail: '“old-slug” → “new-slug”' },
        { label: 'Description', detail: 'nothing → “Now described.”' },
        { label: 'Body', detail: '1,200 characters (-300)' },
        { label: 'Cover image', detail: 'removed' },
      ],
    });
    const cover = (from: string | null, to: string | null) =>
      describeHistoryEntry(entry('blog_post.updated', { changes: { coverImageUrl: { from, to } } })).changes[0]?.detail;
    expect(cover(null, '/b.png')).toBe('added');
    expect(cover('/a.png', '/b.png')).toBe('replaced');
  });

  it('ignores data of an unexpected shape', () => {
    expect(describeHistoryEntry(entry('blog_post.updated', { changes: 'oops' })).changes).toEqual([]);
    expect(describeHistoryEntry(entry('blog_post.updated', { changes: { title: 'x' } })).changes).toEqual([]);
  });
});

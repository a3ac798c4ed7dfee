import type { KbArticleHistoryQuery } from '../api/kb-articles.generated';
import { describeKbHistoryEntry } from './describe-history';

type Entry = KbArticleHistoryQuery['kbArticleHistory'][number];

const entry = (action: string, data: Record<string, unknown> = {}): Entry => ({
  __typename: 'AuditEntry',
  id: 'e1',
  action,
  actorName: 'Ada Admin',
  at: '2026-11-22T09:00:00.000Z',
  data,
});

describe('describeKbHistoryEntry', () => {
  it('names each action', () => {
    expect(describeKbHistoryEntry(entry('kb_article.created')).summary).toBe('Added the article');
    expect(describeKbHistoryEntry(entry('kb_article.deleted')).summary).toBe('Deleted the article');
    expect(describeKbHistoryEntry(entry('kb_article.archived')).summary).toBe('kb_article.archived');
  });

  it('lists each changed field before and after, keywords as a list', () => {
    const described = describeKbHistoryEntry(
      entry('kb_article.updated', {
        changes: {
          answer: { from: 'Yes.', to: 'Yes, for 100 days.' },
          keywords: { from: ['trial'], to: [] },
          internal: { from: 1, to: 2 },
        },
      }),
    );
    expect(described).toEqual({
      summary: 'Edited the article',
      changes: [
        { label: 'Answer', detail: '“Yes.” → “Yes, for 100 days.”' },
        { label: 'Keywords', detail: 'trial → none' },
      ],
    });
  });
});

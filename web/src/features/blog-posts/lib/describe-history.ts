import type { DescribedEntry, HistoryChange } from '@/components/audit-history';

import type { BlogPostHistoryEntryFragment } from '../api/blog-posts.generated';
import { FIELD_LABELS, type PostField } from './blog-post-labels';

const SUMMARIES: Readonly<Record<string, string>> = {
  'blog_post.created': 'Created the post',
  'blog_post.updated': 'Edited the post',
  'blog_post.published': 'Published the post',
  'blog_post.unpublished': 'Unpublished the post (back to draft)',
  'blog_post.deleted': 'Deleted the post',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const quoted = (value: unknown) => (typeof value === 'string' && value !== '' ? `“${value}”` : 'nothing');

function describeChange(field: PostField, change: Record<string, unknown>): string {
  if (field === 'bodyMarkdown') {
    const from = Number(change.fromLength);
    const to = Number(change.toLength);
    const delta = to - from;
    return `${to.toLocaleString('en-GB')} characters (${delta >= 0 ? '+' : ''}${delta.toLocaleString('en-GB')})`;
  }
  if (field === 'coverImageUrl') {
    if (!change.from) return 'added';
    if (!change.to) return 'removed';
    return 'replaced';
  }
  return `${quoted(change.from)} → ${quoted(change.to)}`;
}

export function describeHistoryEntry(entry: BlogPostHistoryEntryFragment): DescribedEntry {
  const summary = SUMMARIES[entry.action] ?? entry.action;
  const changes: HistoryChange[] = [];
  const raw = entry.data.changes;
  if (isRecord(raw)) {
    for (const [field, change] of Object.entries(raw)) {
      if (!(field in FIELD_LABELS) || !isRecord(change)) continue;
      const known = field as PostField;
      changes.push({ label: FIELD_LABELS[known], detail: describeChange(known, change) });
    }
  }
  return { summary, changes };
}

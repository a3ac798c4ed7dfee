import type { AuditHistoryEntry, DescribedEntry, HistoryChange } from '@/components/audit-history';

const SUMMARIES: Readonly<Record<string, string>> = {
  'kb_article.created': 'Added the article',
  'kb_article.updated': 'Edited the article',
  'kb_article.deleted': 'Deleted the article',
};

const LABELS: Readonly<Record<string, string>> = { question: 'Question', answer: 'Answer', keywords: 'Keywords' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string {
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : 'none';
  return typeof value === 'string' && value !== '' ? `“${value}”` : 'nothing';
}

export function describeKbHistoryEntry(entry: Pick<AuditHistoryEntry, 'action' | 'data'>): DescribedEntry {
  const changes: HistoryChange[] = [];
  const raw = entry.data.changes;
  if (isRecord(raw)) {
    for (const [field, change] of Object.entries(raw)) {
      const label = LABELS[field];
      if (!label || !isRecord(change)) continue;
      changes.push({ label, detail: `${text(change.from)} → ${text(change.to)}` });
    }
  }
  return { summary: SUMMARIES[entry.action] ?? entry.action, changes };
}

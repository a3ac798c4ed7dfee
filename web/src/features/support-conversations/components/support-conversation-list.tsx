import { DataTable } from '@/components/data-table/data-table';
import type { DataTableList, DataTableMessage } from '@/components/data-table/data-table-types';

import { useSupportConversationsQuery } from '../api/support-conversations.generated';
import { isUnread, useSeenConversations } from '../hooks/use-seen-conversations';
import { pollOptions, statusOf } from '../lib/support-list';
import type { SupportView } from '../lib/support-list';
import { supportColumns } from './support-columns';

const EMPTY: Readonly<Record<SupportView, DataTableMessage>> = {
  open: {
    title: 'No open conversations',
    description: 'Every conversation has been dealt with. New messages from the support bot appear here.',
  },
  closed: { title: 'No closed conversations', description: 'Conversations you close appear here.' },
  all: { title: 'No conversations yet', description: 'Messages sent with the support bot will appear here.' },
};

export interface SupportConversationListProps {
  list: DataTableList;
  view: SupportView;
  first: number;
  after: string | null;
  selectedId: string | null;
  detailHref: (id: string) => string;
}

export function SupportConversationList({
  list,
  view,
  first,
  after,
  selectedId,
  detailHref,
}: SupportConversationListProps) {
  const { seen } = useSeenConversations();
  const query = useSupportConversationsQuery({
    variables: { first, after, status: statusOf(view) },
    ...pollOptions,
  });
  const shown = query.data?.supportConversations.edges ?? [];
  const unread = shown.filter(({ node }) => isUnread(seen, node.id, node.lastMessageAt)).length;

  return (
    <div className="space-y-2">
      {unread > 0 ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {unread} unread on this page
        </p>
      ) : null}
      <DataTable
        label="Support conversations"
        columns={supportColumns}
        list={list}
        query={query}
        connection={(data) => data.supportConversations}
        rowLink={{ href: (conversation) => detailHref(conversation.id), withinList: true }}
        isCurrentRow={(conversation) => conversation.id === selectedId}
        empty={EMPTY[view]}
        filteredEmpty={EMPTY[view]}
      />
    </div>
  );
}

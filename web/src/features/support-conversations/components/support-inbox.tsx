import { useListParams } from '@/components/data-table/use-list-params';
import { useSelectedRow } from '@/components/data-table/use-selected-row';

import { SUPPORT_LIST, viewOf } from '../lib/support-list';
import { SupportConversationDetail } from './support-conversation-detail';
import { SupportConversationList } from './support-conversation-list';
import { SupportStatusFilter } from './support-status-filter';

export function SupportInbox() {
  const list = useListParams(SUPPORT_LIST);
  const { selectedId, href, close } = useSelectedRow('conversation');
  const view = viewOf(list.filters.status);

  return (
    <div className="space-y-4">
      <div className={selectedId ? 'hidden lg:block' : undefined}>
        <SupportStatusFilter
          value={view}
          onChange={(next) => list.setFilter('status', next === 'open' ? null : next)}
        />
      </div>
      <div className={selectedId ? 'grid gap-4 lg:grid-cols-2' : undefined}>
        <div className={selectedId ? 'hidden min-w-0 lg:block' : undefined}>
          <SupportConversationList
            list={list}
            view={view}
            first={list.page.pageSize}
            after={list.page.after}
            selectedId={selectedId}
            detailHref={href}
          />
        </div>
        {selectedId ? <SupportConversationDetail id={selectedId} onClose={close} /> : null}
      </div>
    </div>
  );
}

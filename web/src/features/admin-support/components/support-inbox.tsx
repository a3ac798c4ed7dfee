import { useState } from 'react';

import type { SupportStatus } from '../api/admin-support';
import { SupportConversationDetail } from './support-conversation-detail';
import { SupportConversationList } from './support-conversation-list';
import { SupportStatusFilter } from './support-status-filter';

/**
 * Staff's support inbox: conversations beside the chosen thread on a wide screen; on a phone the
 * list, then the thread in its place with a way back.
 */
export function SupportInbox() {
  const [status, setStatus] = useState<SupportStatus | null>('open');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <div className={selectedId ? 'hidden lg:block' : undefined}>
        <SupportStatusFilter value={status} onChange={setStatus} />
      </div>
      <div className={selectedId ? 'grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]' : undefined}>
        <div className={selectedId ? 'hidden min-w-0 lg:block' : undefined}>
          <SupportConversationList status={status} selectedId={selectedId} onSelect={setSelectedId} />
        </div>
        {selectedId ? <SupportConversationDetail id={selectedId} onClose={() => setSelectedId(null)} /> : null}
      </div>
    </div>
  );
}

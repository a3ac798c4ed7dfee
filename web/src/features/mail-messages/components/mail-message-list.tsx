import { DataTable } from '@/components/data-table/data-table';
import { useListParams } from '@/components/data-table/use-list-params';

import { useMailMessagesQuery } from '../api/mail-messages.generated';
import { mailMessageColumns } from './mail-message-columns';

const MAIL_LIST = { pageSize: 25 } as const;

export function MailMessageList() {
  const list = useListParams(MAIL_LIST);
  const query = useMailMessagesQuery({ variables: list.variables });
  return (
    <DataTable
      label="Mail outbox"
      columns={mailMessageColumns}
      list={list}
      query={query}
      connection={(data) => data.mailMessages}
      empty={{
        title: 'No mail sent yet',
        description: 'Password reset links and other messages will appear here as they are sent.',
      }}
      filteredEmpty={{ title: 'No mail', description: 'Nothing matches.' }}
    />
  );
}

import { DataTable } from '@/components/data-table/data-table';
import type { DataTableList } from '@/components/data-table/data-table-types';

import { useContactSubmissionsQuery } from '../api/contact-submissions.generated';
import type { ContactSubmissionsQueryVariables } from '../api/contact-submissions.generated';
import { contactColumns } from './contact-columns';

export interface ContactSubmissionListProps {
  list: DataTableList;
  variables: ContactSubmissionsQueryVariables;
  selectedId: string | null;
  detailHref: (id: string) => string;
}

export function ContactSubmissionList({ list, variables, selectedId, detailHref }: ContactSubmissionListProps) {
  const query = useContactSubmissionsQuery({ variables });
  return (
    <DataTable
      label="Contact submissions"
      columns={contactColumns}
      list={list}
      query={query}
      connection={(data) => data.contactSubmissions}
      rowLink={{ href: (submission) => detailHref(submission.id), withinList: true }}
      isCurrentRow={(submission) => submission.id === selectedId}
      empty={{
        title: 'No contact submissions yet',
        description: 'Requests from the sales bot and the contact, request-access and demo pages will appear here.',
      }}
      filteredEmpty={{
        title: 'No matching contact submissions',
        description: 'Try another search or clear the filters.',
      }}
    />
  );
}

// The generated hooks and types of this feature's GraphQL documents (admin-contact.graphql).
export {
  useAddContactSubmissionNoteMutation,
  useAdminContactSubmissionQuery,
  useAdminContactSubmissionsQuery,
  useUpdateContactSubmissionStatusMutation,
} from '@/gql/hooks';
export { AdminContactSubmissionDocument } from '@/gql/graphql';
export type {
  AdminContactSubmissionQuery,
  ContactSource,
  ContactStatus,
  ContactSubmissionListItemFragment,
  ContactSubmissionNoteItemFragment,
} from '@/gql/graphql';
export { downloadContactSubmissionsCsv, exportCsvPath } from './export-csv';

// The generated hook of this feature's GraphQL document (dashboard.graphql).
export { useDashboardQuery } from '@/gql/hooks';

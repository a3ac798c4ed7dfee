// The generated hook and fragment type of this feature's GraphQL document (properties.graphql).
export { usePropertiesQuery } from '@/gql/hooks';
export type { PropertyListItemFragment } from '@/gql/graphql';

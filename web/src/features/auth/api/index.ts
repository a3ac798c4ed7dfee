// The generated hook of this feature's GraphQL document (me.graphql).
export { useMeQuery } from '@/gql/hooks';

// Stand-in for src/config/env.ts under jest, which cannot read import.meta.env.
export const env = {
  appName: 'Letting Platform',
  apiBaseUrl: '/api',
  graphqlUrl: '/graphql',
  isDev: false,
} as const;

// The only module that reads import.meta.env; everything else imports `env`.
export const env = {
  appName: import.meta.env.VITE_APP_NAME ?? 'Letting Platform',
  apiBaseUrl: '/api',
  graphqlUrl: '/graphql',
  isDev: import.meta.env.DEV,
} as const;

// What an interactive prerendered screen (or the app's providers) needs before it loads: the Content Security
// Policy preparation, before any schema is built or style injected, then the queries. A static page loads none of
// it (issue 10).
import '@/app/prepare-csp';

export { QueryClientProvider } from '@tanstack/react-query';
export { queryClient } from '@/lib/query-client';

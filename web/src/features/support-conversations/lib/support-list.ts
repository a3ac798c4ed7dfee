import type { SupportConversationStatus } from '@/gql/types';

/** Which conversations the inbox shows: open ones unless the URL says otherwise. */
export type SupportView = SupportConversationStatus | 'all';

/** The inbox's URL state (`useListParams`): `?status=closed` or `?status=all`; open is the default. */
export const SUPPORT_LIST = { pageSize: 25, filters: { status: ['open', 'closed', 'all'] } } as const;

/** New visitor messages should show while the inbox is on screen (not polled in a hidden tab). */
const SUPPORT_POLL_MS = 15_000;

/** The engagement service keeps a message to 4,000 characters. */
export const SUPPORT_REPLY_MAX = 4000;

export const viewOf = (value: SupportView | null): SupportView => value ?? 'open';

/** The list query's `status`: null for all. */
export const statusOf = (view: SupportView): SupportConversationStatus | null => (view === 'all' ? null : view);

export const pollOptions = {
  pollInterval: SUPPORT_POLL_MS,
  skipPollAttempt: () => document.visibilityState === 'hidden',
  // A poll refreshes in place; the list is not dimmed as for a new page.
  notifyOnNetworkStatusChange: false,
  fetchPolicy: 'cache-and-network',
} as const;

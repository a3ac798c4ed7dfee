import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

import { UtilityAccountsDocument } from '../api/utility-accounts.generated';

/** Reads the accounts on screen again: after a photo went over REST, and for fresh photo links (5 minutes). */
export function useRefreshUtilityAccounts(): () => Promise<unknown> {
  const client = useApolloClient();
  return useCallback(() => client.refetchQueries({ include: [UtilityAccountsDocument] }), [client]);
}

import { useQuery } from '@tanstack/react-query';

import { fetchInvitation, invitationProblem, invitationQueryKey } from '../api/register';
import type { InvitationPreview, InvitationProblem } from '../api/register';

export interface InvitationState {
  invitation: InvitationPreview | undefined;
  isLoading: boolean;
  problem: InvitationProblem | undefined;
  retry: () => void;
}

/** The invitation behind /register/:hash (company name and e-mail shown read-only). */
export function useInvitation(hash: string): InvitationState {
  const query = useQuery({
    queryKey: invitationQueryKey(hash),
    queryFn: ({ signal }) => fetchInvitation(hash, signal),
  });
  return {
    invitation: query.data,
    isLoading: query.isLoading,
    problem: query.isError ? invitationProblem(query.error) : undefined,
    retry: () => void query.refetch(),
  };
}

import type { InvitationPreviewBody } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';

import { fetchInvitation, invitationProblem, invitationQueryKey } from '../api/register';
import type { InvitationProblem } from '../api/register';

export interface InvitationState {
  invitation: InvitationPreviewBody | undefined;
  isLoading: boolean;
  problem: InvitationProblem | undefined;
  retry: () => void;
}

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

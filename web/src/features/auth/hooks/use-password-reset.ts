import type { PasswordResetPreviewBody } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';

import { fetchPasswordReset, passwordResetProblem, passwordResetQueryKey } from '../api/password-resets';
import type { PasswordResetProblem } from '../api/password-resets';

export interface PasswordResetState {
  reset: PasswordResetPreviewBody | undefined;
  isLoading: boolean;
  problem: PasswordResetProblem | undefined;
  retry: () => void;
}

export function usePasswordReset(token: string): PasswordResetState {
  const query = useQuery({
    queryKey: passwordResetQueryKey(token),
    queryFn: ({ signal }) => fetchPasswordReset(token, signal),
    retry: false,
  });
  return {
    reset: query.data,
    isLoading: query.isLoading,
    problem: query.isError ? passwordResetProblem(query.error) : undefined,
    retry: () => void query.refetch(),
  };
}

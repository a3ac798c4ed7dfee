import { ROLE_SCOPE, type Role, type RoleScope } from '@pm/contracts';

import { useMeQuery } from '../api/me.generated';

export interface RoleScopeState {
  /** What the signed-in role sees of its company (ISO-02), once `me` has loaded. */
  scope: RoleScope | undefined;
  role: Role | undefined;
  firstName: string | undefined;
  companyName: string | undefined;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** ISO-07: screens word themselves for the role ("your home", not "your portfolio"); the bff decides what it sees. */
export function useRoleScope(): RoleScopeState {
  const { data, loading, error, refetch } = useMeQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me;
  return {
    scope: me ? ROLE_SCOPE[me.role] : undefined,
    role: me?.role,
    firstName: me?.firstName,
    companyName: me?.company.name,
    loading: loading && !me,
    error: me ? undefined : error,
    retry: () => void refetch().catch(() => undefined),
  };
}

import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { FactorPage } from '@/features/building-factors/components/factor-page';
import { NewFactor } from '@/features/building-factors/components/new-factor';

/** BF-01 `/properties/building-factors/new`. */
export function NewBuildingFactorRoute() {
  const { scope, loading, error, retry } = useRoleScope();
  return (
    <FactorPage title="New building factor" scope={scope} loading={loading} error={error} retry={retry}>
      <NewFactor />
    </FactorPage>
  );
}

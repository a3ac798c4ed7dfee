import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { FactorList } from '@/features/building-factors/components/factor-list';
import { FactorPage } from '@/features/building-factors/components/factor-page';

/** BF-01 Building Manager: the company's building factors (block managing agents). */
export function BuildingFactorsRoute() {
  const { scope, loading, error, retry } = useRoleScope();
  return (
    <FactorPage
      title="Building Manager"
      intro="The factors and block managing agents of your buildings: contacts, fees, service charges and the properties each looks after."
      scope={scope}
      loading={loading}
      error={error}
      retry={retry}
    >
      <FactorList />
    </FactorPage>
  );
}

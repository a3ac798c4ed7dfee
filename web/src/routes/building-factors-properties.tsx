import { useParams } from 'react-router-dom';

import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { FactorPage } from '@/features/building-factors/components/factor-page';
import { FactorProperties } from '@/features/building-factors/components/factor-properties';

/** BF-01 `/properties/building-factors/{id}/properties`: the factor and the properties it looks after. */
export function BuildingFactorPropertiesRoute() {
  const { id = '' } = useParams();
  const { scope, loading, error, retry } = useRoleScope();
  return (
    <FactorPage title="Building factor properties" scope={scope} loading={loading} error={error} retry={retry}>
      <FactorProperties id={id} />
    </FactorPage>
  );
}

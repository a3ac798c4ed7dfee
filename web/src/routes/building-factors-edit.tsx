import { useParams } from 'react-router-dom';

import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { EditFactor } from '@/features/building-factors/components/edit-factor';
import { FactorPage } from '@/features/building-factors/components/factor-page';

/** BF-01 `/properties/building-factors/{id}/edit`. */
export function EditBuildingFactorRoute() {
  const { id = '' } = useParams();
  const { scope, loading, error, retry } = useRoleScope();
  return (
    <FactorPage title="Edit building factor" scope={scope} loading={loading} error={error} retry={retry}>
      <EditFactor id={id} />
    </FactorPage>
  );
}

import { useNavigate } from 'react-router-dom';

import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

import { BuildingFactorsDocument, useCreateBuildingFactorMutation } from '../api/building-factors.generated';
import { EMPTY_FACTOR_FORM, toFactorInput } from '../lib/factor-form';
import { FactorForm } from './factor-form';

/** BF-01 `/new`: on success, the new factor's properties page, where its blocks' flats are linked. */
export function NewFactor() {
  const navigate = useNavigate();
  const [create] = useCreateBuildingFactorMutation({ refetchQueries: [BuildingFactorsDocument] });
  return (
    <Card>
      <FactorForm
        defaultValues={EMPTY_FACTOR_FORM}
        submitLabel="Add building factor"
        pendingLabel="Adding…"
        onSubmit={async (values) => {
          const result = await create({ variables: { input: toFactorInput(values) } });
          const id = result.data?.createBuildingFactor.id;
          void navigate(id ? paths.buildingFactorProperties(id) : paths.buildingFactors);
        }}
      />
    </Card>
  );
}

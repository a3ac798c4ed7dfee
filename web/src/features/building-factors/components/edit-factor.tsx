import { Link, useNavigate } from 'react-router-dom';

import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

import { useBuildingFactorQuery, useUpdateBuildingFactorMutation } from '../api/building-factors.generated';
import { factorFormValues, toFactorInput } from '../lib/factor-form';
import { FactorForm } from './factor-form';

interface EditFactorProps {
  id: string;
}

/** BF-01 `/{id}/edit`: the factor's form filled in; saved, back to its properties page. */
export function EditFactor({ id }: EditFactorProps) {
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useBuildingFactorQuery({ variables: { id } });
  const [update] = useUpdateBuildingFactorMutation();
  if (error && !data) {
    return (
      <ErrorState title="Could not load the building factor" message={error.message} onRetry={() => void refetch()} />
    );
  }
  if (loading && !data) {
    return (
      <div aria-busy="true" aria-label="Loading building factor" className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  }
  const factor = data?.buildingFactor;
  if (!factor) {
    return (
      <EmptyState title="This building factor does not exist">
        It may have been removed, or it is not yours to see.{' '}
        <Link to={paths.buildingFactors} className="text-brand-700 underline">
          All building factors
        </Link>
      </EmptyState>
    );
  }
  return (
    <Card>
      <FactorForm
        defaultValues={factorFormValues(factor)}
        submitLabel="Save changes"
        pendingLabel="Saving…"
        onSubmit={async (values) => {
          await update({ variables: { id: factor.id, input: toFactorInput(values) } });
          void navigate(paths.buildingFactorProperties(factor.id));
        }}
      />
    </Card>
  );
}

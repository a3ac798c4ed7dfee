import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';

import {
  BuildingFactorPropertiesDocument,
  useBuildingFactorPropertiesQuery,
  useLinkPropertyToBuildingFactorMutation,
} from '../api/building-factors.generated';
import type { BuildingFactorPropertyFragment } from '../api/building-factors.generated';
import { FactorHistory } from './factor-history';
import { FactorSummary } from './factor-summary';
import { LinkProperty } from './link-property';
import { linkedPropertyColumns } from './linked-property-columns';

const LINKED_LIST = { pageSize: 25, search: true } as const;

interface FactorPropertiesProps {
  id: string;
}

/** BF-01 `/{id}/properties`: the factor, the properties it looks after, and linking or unlinking them. */
export function FactorProperties({ id }: FactorPropertiesProps) {
  const list = useListParams(LINKED_LIST);
  const { toast } = useToast();
  const query = useBuildingFactorPropertiesQuery({ variables: { ...list.variables, buildingFactorId: id } });
  const [link, linking] = useLinkPropertyToBuildingFactorMutation({
    refetchQueries: [BuildingFactorPropertiesDocument],
    awaitRefetchQueries: true,
  });
  const [unlinking, setUnlinking] = useState<BuildingFactorPropertyFragment | null>(null);
  const columns = useMemo(() => linkedPropertyColumns(setUnlinking), []);
  const shown = query.data ?? query.previousData;
  const factor = shown?.buildingFactor;

  if (query.error && !shown) {
    return (
      <ErrorState
        title="Could not load the building factor"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!shown) {
    return (
      <div aria-busy="true" aria-label="Loading building factor" className="space-y-3">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
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
    <div className="space-y-6">
      <FactorSummary factor={factor} />
      <section aria-labelledby="linked-properties" className="space-y-3">
        <h2 id="linked-properties" className="text-lg font-semibold text-slate-900">
          Linked properties
        </h2>
        <DataTableToolbar
          list={list}
          search={{ label: 'Search linked', placeholder: 'Reference, address or postcode' }}
        />
        <DataTable
          label="Linked properties"
          columns={columns}
          list={list}
          query={query}
          connection={(data) => data.properties}
          empty={{
            title: 'No properties linked',
            description: 'Find a property below and link it to this factor.',
          }}
          filteredEmpty={{ title: 'No linked property matches', description: 'Try another reference or address.' }}
        />
      </section>
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Link a property</h2>
        <LinkProperty
          factorId={factor.id}
          factorName={factor.name}
          onLink={async (propertyId) => {
            await link({ variables: { propertyId, buildingFactorId: factor.id } });
            toast({ title: 'Property linked', variant: 'success' });
          }}
        />
      </Card>
      <FactorHistory factorId={factor.id} />
      <ConfirmDialog
        open={unlinking !== null}
        title={`Unlink ${unlinking?.reference ?? 'the property'}?`}
        confirmLabel="Unlink"
        destructive
        busy={linking.loading}
        onCancel={() => setUnlinking(null)}
        onConfirm={() => {
          if (!unlinking) return;
          void link({ variables: { propertyId: unlinking.id, buildingFactorId: null } })
            .then(() => toast({ title: `${unlinking.reference} unlinked`, variant: 'success' }))
            .catch((error: unknown) =>
              toast({
                title: 'Could not unlink the property',
                description: error instanceof Error ? error.message : undefined,
                variant: 'destructive',
              }),
            )
            .finally(() => setUnlinking(null));
        }}
      >
        {unlinking?.addressLine1}, {unlinking?.city} will no longer have {factor.name} as its building factor.
      </ConfirmDialog>
      <p>
        <Link to={paths.buildingFactors} className={buttonClasses('secondary', 'min-h-11')}>
          All building factors
        </Link>
      </p>
    </div>
  );
}

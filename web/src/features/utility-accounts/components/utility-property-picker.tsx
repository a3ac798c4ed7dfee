import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/error-state';

import { useUtilityPropertyOptionsQuery } from '../api/utility-accounts.generated';

/** The properties the caller may see, by reference; the choice lives in the URL (`?property=`). */
export function UtilityPropertyPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { data, loading, error, refetch } = useUtilityPropertyOptionsQuery();
  if (loading && !data) return <Skeleton className="h-10 w-full max-w-md" />;
  if (error && !data) {
    return (
      <ErrorState message="The properties could not be loaded." onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  const properties = data?.properties.edges.map((edge) => edge.node) ?? [];
  return (
    <div className="max-w-md space-y-1.5">
      <Label htmlFor="utility-property">Property</Label>
      <NativeSelect id="utility-property" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose a property</option>
        {properties.map((property) => (
          <option key={property.id} value={property.id}>
            {property.reference} · {property.addressLine1}, {property.city}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

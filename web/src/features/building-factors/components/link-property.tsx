import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useLinkablePropertySearchQuery } from '../api/building-factors.generated';

interface LinkPropertyProps {
  factorId: string;
  factorName: string;
  /** Runs the link; its error shows here. */
  onLink: (propertyId: string) => Promise<unknown>;
}

/** Finds a property by reference, address or postcode and links it; one with another factor moves (BF-01). */
export function LinkProperty({ factorId, factorName, onLink }: LinkPropertyProps) {
  const inputId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error } = useLinkablePropertySearchQuery({ variables: { q }, skip: q === '' });
  const found = q === '' ? [] : (data?.properties.edges.map((edge) => edge.node) ?? []);

  async function link(propertyId: string) {
    setBusy(propertyId);
    setFailure(null);
    try {
      await onLink(propertyId);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'Could not link the property');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-3">
      <div className="max-w-md space-y-1">
        <Label htmlFor={inputId}>Find a property to link</Label>
        <Input
          id={inputId}
          type="search"
          value={search}
          placeholder="Reference, address or postcode"
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          Could not search the properties: {error.message}
        </p>
      ) : null}
      {loading && q !== '' ? <p className="text-sm text-slate-500">Searching…</p> : null}
      {!loading && q !== '' && !error && found.length === 0 ? (
        <p className="text-sm text-slate-600">No property matches “{q}”.</p>
      ) : null}
      {found.length > 0 ? (
        <ul
          aria-label="Properties found"
          className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
        >
          {found.map((property) => {
            const linkedHere = property.buildingFactorId === factorId;
            const elsewhere = !linkedHere && property.buildingFactor ? property.buildingFactor.name : null;
            return (
              <li key={property.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{property.reference}</p>
                  <p className="text-sm break-words text-slate-600">
                    {property.addressLine1}, {property.city} {property.postcode}
                  </p>
                  {elsewhere ? <p className="text-sm text-amber-800">Now with {elsewhere}: linking moves it.</p> : null}
                </div>
                {linkedHere ? (
                  <span className="text-sm text-slate-600">Linked to {factorName}</span>
                ) : (
                  <Button
                    className="min-h-11 shrink-0"
                    disabled={busy !== null}
                    aria-busy={busy === property.id}
                    aria-label={`Link ${property.reference}`}
                    onClick={() => void link(property.id)}
                  >
                    {busy === property.id ? 'Linking…' : 'Link'}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

import { PropertyList } from '@/features/properties/components/property-list';

export function PropertiesRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Properties</h1>
        <p className="mt-1 text-sm text-slate-600">
          Every property in your portfolio, with its status, rent and owner.
        </p>
      </header>
      <PropertyList />
    </div>
  );
}

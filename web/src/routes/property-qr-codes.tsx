import { EmptyState } from '@/components/ui/empty-state';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { QrCodePicker } from '@/features/properties/components/qr-code-picker';

/** PROP-04, for the company's staff (ISO-02: the bff refuses everyone else too). */
export function PropertyQrCodesRoute() {
  const { role, loading } = useRoleScope();
  const staff = role === 'landlord' || role === 'manager';
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">QR codes</h1>
        <p className="mt-1 text-sm text-slate-600">
          Print a code for each property to put up in the hallway or by the boiler: tenants scan it to report a repair
          for that property.
        </p>
      </header>
      {loading ? null : staff ? (
        <QrCodePicker />
      ) : (
        <EmptyState title="Not available to your login">
          Your letting agent prints the QR codes for properties.
        </EmptyState>
      )}
    </div>
  );
}

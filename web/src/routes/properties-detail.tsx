import { Link, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';
import { PropertyDetail } from '@/features/properties/components/property-detail';
import { UtilityAccountsPanel } from '@/features/utility-accounts/components/utility-accounts-panel';

/** PROP-03. Staff (landlord, manager) may edit and archive; owners and tenants read their own only (ISO-02). */
export function PropertyDetailRoute() {
  const { id = '' } = useParams();
  const { role } = useRoleScope();
  const canEdit = role === 'landlord' || role === 'manager';
  const utilities = (
    <div className="space-y-3">
      {canEdit ? (
        <Link
          to={`${paths.utilityManagement}?property=${encodeURIComponent(id)}`}
          className="text-sm font-medium text-brand-700 underline"
        >
          Add an account in Utility management
        </Link>
      ) : null}
      <UtilityAccountsPanel propertyId={id} canEdit={canEdit} />
    </div>
  );
  return (
    <div className="mx-auto max-w-7xl">
      <PropertyDetail
        id={id}
        canEdit={canEdit}
        slots={{ documents: <DocumentsPanel canEdit={canEdit} parent={{ type: 'property', id }} />, utilities }}
      />
    </div>
  );
}

import { useParams } from 'react-router-dom';

import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { PropertyDetail } from '@/features/properties/components/property-detail';

/** PROP-03. Staff (landlord, manager) may edit and archive; owners and tenants read their own only (ISO-02). */
export function PropertyDetailRoute() {
  const { id = '' } = useParams();
  const { role } = useRoleScope();
  return (
    <div className="mx-auto max-w-7xl">
      <PropertyDetail id={id} canEdit={role === 'landlord' || role === 'manager'} />
    </div>
  );
}

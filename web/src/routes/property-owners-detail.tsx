import { useParams } from 'react-router-dom';

import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { OwnerDetail } from '@/features/property-owners/components/owner-detail';

/** OWN-01. Staff (landlord, manager) may edit; an owner reads only their own record (ISO-02). */
export function PropertyOwnerDetailRoute() {
  const { id = '' } = useParams();
  const { role } = useRoleScope();
  return (
    <div className="mx-auto max-w-7xl">
      <OwnerDetail id={id} canEdit={role === 'landlord' || role === 'manager'} />
    </div>
  );
}

import { useParams } from 'react-router-dom';

import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';
import { TenancyDetail } from '@/features/leases/components/tenancy-detail';

/** LEASE-01..04. Staff (landlord, manager) move the tenancy; an owner or a tenant reads their own (ISO-02). */
export function LeaseDetailRoute() {
  const { id = '' } = useParams();
  const { role } = useRoleScope();
  const canEdit = role === 'landlord' || role === 'manager';
  return (
    <div className="mx-auto max-w-7xl">
      <TenancyDetail
        id={id}
        canEdit={canEdit}
        documents={<DocumentsPanel canEdit={canEdit} parent={{ type: 'tenancy', id }} />}
      />
    </div>
  );
}

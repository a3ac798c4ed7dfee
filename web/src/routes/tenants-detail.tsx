import { useParams } from 'react-router-dom';

import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';
import { TenantDetail } from '@/features/tenants/components/tenant-detail';

/** TEN-01. Staff (landlord, manager) may edit; an owner or the tenant themself reads (ISO-02). */
export function TenantDetailRoute() {
  const { id = '' } = useParams();
  const { role } = useRoleScope();
  const canEdit = role === 'landlord' || role === 'manager';
  return (
    <div className="mx-auto max-w-7xl">
      <TenantDetail
        id={id}
        canEdit={canEdit}
        documents={<DocumentsPanel canEdit={canEdit} parent={{ type: 'tenant', id }} />}
      />
    </div>
  );
}

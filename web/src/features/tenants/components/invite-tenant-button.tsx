import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast-context';

import { useInviteTenantMutation } from '../api/tenants.generated';

interface InviteTenantButtonProps {
  tenantId: string;
  email: string;
  /** A second invitation sends a new link; a tenant with a login is not invited again. */
  invitedBefore: boolean;
}

/** TEN-01 "Invite to portal": e-mails the tenant a link to make their login, good once within 14 days. */
export function InviteTenantButton({ tenantId, email, invitedBefore }: InviteTenantButtonProps) {
  const [asking, setAsking] = useState(false);
  const { toast } = useToast();
  const [invite, { loading }] = useInviteTenantMutation();
  const label = invitedBefore ? 'Invite again' : 'Invite to portal';
  return (
    <>
      <Button variant="secondary" className="min-h-11" onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title="Invite to the portal?"
        confirmLabel="Send invitation"
        busy={loading}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          invite({ variables: { id: tenantId } })
            .then(() => toast({ title: `Invitation sent to ${email}`, variant: 'success' }))
            .catch((error: unknown) =>
              toast({
                title: 'The invitation was not sent',
                description: error instanceof Error ? error.message : undefined,
                variant: 'destructive',
              }),
            )
            .finally(() => setAsking(false));
        }}
      >
        {email} gets a link to make their login and see their tenancy, rent and repairs. The link works once, within 14
        days{invitedBefore ? ', and the earlier link stops opening their records' : ''}.
      </ConfirmDialog>
    </>
  );
}

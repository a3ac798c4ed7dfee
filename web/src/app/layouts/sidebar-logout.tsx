import { LogOutIcon } from 'lucide-react';

import { SidebarMenuButton } from '@/components/ui/sidebar';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useLogout } from '@/features/auth/hooks/use-logout';

/** NAV-04: the Logout button; an icon with a tooltip on the collapsed rail. */
export function SidebarLogout() {
  const { logout, pending } = useLogout();
  return (
    <>
      <LogoutButton className="group-data-[collapsible=icon]:hidden" />
      <SidebarMenuButton
        tooltip="Logout"
        aria-label="Logout"
        disabled={pending}
        onClick={() => void logout()}
        className="hidden group-data-[collapsible=icon]:flex"
      >
        <LogOutIcon aria-hidden="true" />
      </SidebarMenuButton>
    </>
  );
}

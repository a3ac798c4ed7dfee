import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader, useSidebar } from '@/components/ui/sidebar';

import { CompanyBlock } from './company-block';
import { SidebarLogout } from './sidebar-logout';
import { SidebarNav } from './sidebar-nav';
import { useOpenSidebarRequest } from './use-open-sidebar-request';

export function AppSidebar({ role }: { role: string | null | undefined }) {
  const { isMobile, setOpenMobile } = useSidebar();
  useOpenSidebarRequest();
  return (
    <Sidebar label="Menu">
      <SidebarHeader className="h-14 justify-center border-b border-slate-200">
        <CompanyBlock />
      </SidebarHeader>
      <SidebarContent>
        <SidebarNav role={role} onNavigate={isMobile ? () => setOpenMobile(false) : undefined} />
      </SidebarContent>
      <SidebarFooter>
        <SidebarLogout />
      </SidebarFooter>
    </Sidebar>
  );
}

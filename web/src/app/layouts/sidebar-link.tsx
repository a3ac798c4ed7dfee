import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar';

interface SidebarLinkProps {
  label: string;
  to: string;
  icon: LucideIcon;
  active: boolean;
  onNavigate?: () => void;
}

export function SidebarLink({ label, to, icon: Icon, active, onNavigate }: SidebarLinkProps) {
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={label}>
        <Link to={to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          <Icon aria-hidden="true" />
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

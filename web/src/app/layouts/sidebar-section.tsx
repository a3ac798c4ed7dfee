import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import {
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  useSidebar,
} from '@/components/ui/sidebar';

import type { NavItem, NavSection } from '../navigation';

interface SidebarSectionProps {
  section: NavSection;
  items: readonly NavItem[];
  activeLink: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate?: () => void;
}

/** A section with children: a Radix Collapsible whose open state the caller keeps (NAV-07, NAV-08). */
export function SidebarSection({ section, items, activeLink, open, onOpenChange, onNavigate }: SidebarSectionProps) {
  const { state, setOpen } = useSidebar();
  const Icon = section.icon;
  const holdsActive = items.some((item) => item.to === activeLink);

  return (
    <Collapsible asChild open={open} onOpenChange={onOpenChange}>
      <SidebarMenuItem data-section={section.id}>
        <CollapsibleTrigger asChild>
          <SidebarMenuButton
            tooltip={section.label}
            isActive={holdsActive && state === 'collapsed'}
            onClick={(event) => {
              // On the icon rail a section has no room for its items: widen the sidebar and show them.
              if (state === 'collapsed') {
                event.preventDefault();
                setOpen(true);
                onOpenChange(true);
              }
            }}
          >
            <Icon aria-hidden="true" />
            <span className="flex-1 truncate">{section.label}</span>
            <ChevronRightIcon
              aria-hidden="true"
              className="ml-auto size-4 shrink-0 text-slate-400 transition-transform duration-200 group-data-[collapsible=icon]:hidden group-data-[state=open]/menu-item:rotate-90"
            />
          </SidebarMenuButton>
        </CollapsibleTrigger>
        <CollapsibleContent>
          <SidebarMenuSub>
            {items.map((item) => {
              const active = item.to === activeLink;
              const ItemIcon = item.icon;
              return (
                <li key={item.to}>
                  <SidebarMenuSubButton asChild isActive={active}>
                    <Link to={item.to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                      <ItemIcon aria-hidden="true" />
                      <span>{item.label}</span>
                    </Link>
                  </SidebarMenuSubButton>
                </li>
              );
            })}
          </SidebarMenuSub>
        </CollapsibleContent>
      </SidebarMenuItem>
    </Collapsible>
  );
}

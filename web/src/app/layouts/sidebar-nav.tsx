import { useLocation } from 'react-router-dom';

import { SidebarMenu } from '@/components/ui/sidebar';

import { activeLinkFor, navigationFor, sectionForPath } from '../navigation';
import { SidebarLink } from './sidebar-link';
import { SidebarSection } from './sidebar-section';
import { useSectionState } from './use-section-state';

interface SidebarNavProps {
  role: string | null | undefined;
  /** Called after a link is followed (closes the mobile sheet). */
  onNavigate?: () => void;
}

/** The spec's sidebar sections for one role (NAV-01..03), opened per NAV-07 and remembered per NAV-08. */
export function SidebarNav({ role, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const sections = navigationFor(role);
  const activeLink = activeLinkFor(pathname, sections);
  const { isOpen, setSectionOpen } = useSectionState(sectionForPath(pathname, sections)?.id);

  return (
    <nav aria-label="Main navigation">
      <SidebarMenu>
        {sections.map((section) =>
          section.items ? (
            <SidebarSection
              key={section.id}
              section={section}
              items={section.items}
              activeLink={activeLink}
              open={isOpen(section.id)}
              onOpenChange={(open) => setSectionOpen(section.id, open)}
              onNavigate={onNavigate}
            />
          ) : section.to ? (
            <SidebarLink
              key={section.id}
              label={section.label}
              to={section.to}
              icon={section.icon}
              active={activeLink === section.to}
              onNavigate={onNavigate}
            />
          ) : null,
        )}
      </SidebarMenu>
    </nav>
  );
}

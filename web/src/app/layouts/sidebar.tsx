import { LogoutButton } from '@/features/auth/components/logout-button';
import { cn } from '@/lib/cn';

import { CompanyBlock } from './company-block';
import { SidebarNav } from './sidebar-nav';

interface SidebarProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

/** 16 rem on desktop; on mobile (under 768 px) an 18 rem drawer opened from the top bar. */
export function Sidebar({ id, open, onNavigate }: SidebarProps) {
  return (
    <aside
      id={id}
      aria-label="Sidebar"
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-slate-200 bg-white transition-transform md:w-64 md:translate-x-0',
        open ? 'visible translate-x-0' : 'invisible -translate-x-full md:visible',
      )}
    >
      <div className="border-b border-slate-200 px-4 py-4">
        <CompanyBlock />
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <SidebarNav onNavigate={onNavigate} />
      </div>
      <div className="border-t border-slate-200 p-3">
        <LogoutButton />
      </div>
    </aside>
  );
}

import { Building2Icon, HouseIcon, LogInIcon, MenuIcon, UsersIcon, WrenchIcon } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { useOptionalSidebar } from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { BottomBarLink as BarLink, bottomBarItemClasses as itemClasses } from './bottom-bar-link';

/** Tells the app shell to open the sidebar when the Menu button was pressed on a page without one. */
export const OPEN_SIDEBAR_STATE = { openSidebar: true } as const;

function isWithin(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Under 768 px: NAV-09 signed in, NAV-10 signed out on `/`, NAV-11 signed out elsewhere. */
export function BottomBar({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sidebar = useOptionalSidebar();

  let items;
  if (signedIn) {
    items = (
      <>
        <BarLink to={paths.dashboard} label="Home" icon={HouseIcon} current={isWithin(pathname, paths.dashboard)} />
        <BarLink
          to={paths.properties}
          label="Properties"
          icon={Building2Icon}
          current={isWithin(pathname, paths.properties)}
        />
        <BarLink
          to={paths.maintenance}
          label="Maintenance"
          icon={WrenchIcon}
          current={isWithin(pathname, paths.maintenance)}
        />
        <BarLink to={paths.tenants} label="Tenants" icon={UsersIcon} current={isWithin(pathname, paths.tenants)} />
        <button
          type="button"
          className={itemClasses}
          aria-haspopup="dialog"
          aria-expanded={sidebar ? sidebar.openMobile : false}
          onClick={() => {
            if (sidebar) sidebar.setOpenMobile(true);
            else void navigate(paths.dashboard, { state: OPEN_SIDEBAR_STATE });
          }}
        >
          <MenuIcon className="size-5" aria-hidden="true" />
          <span>Menu</span>
        </button>
      </>
    );
  } else if (pathname === paths.home) {
    items = (
      <Link
        to={paths.login}
        className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <LogInIcon className="size-4" aria-hidden="true" />
        Login
      </Link>
    );
  } else {
    items = (
      <>
        <BarLink to={paths.home} label="Home" icon={HouseIcon} current={false} />
        <BarLink to={paths.login} label="Login" icon={LogInIcon} current={pathname === paths.login} />
      </>
    );
  }

  return (
    <nav
      aria-label="Bottom navigation"
      data-testid="bottom-bar"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 flex items-stretch gap-1 border-t border-slate-200 bg-white/95 px-2 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden',
        !signedIn && pathname === paths.home && 'py-2',
      )}
    >
      {items}
    </nav>
  );
}

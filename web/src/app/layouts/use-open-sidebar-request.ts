import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useSidebar } from '@/components/ui/sidebar';

function asksToOpen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { openSidebar?: unknown }).openSidebar === true;
}

/** The bottom bar's Menu on a page without a sidebar sends the user here asking for it: open the sheet once. */
export function useOpenSidebarRequest(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { setOpenMobile } = useSidebar();
  useEffect(() => {
    if (!asksToOpen(location.state)) return;
    setOpenMobile(true);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate, setOpenMobile]);
}

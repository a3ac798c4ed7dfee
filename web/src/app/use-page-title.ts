import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { pageTitle } from '@/lib/page-title';

export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}

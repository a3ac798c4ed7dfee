import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface SelectedRow {
  /** The id in the URL, or null when no detail is open. */
  selectedId: string | null;
  /** The link (a search string) that opens a row's detail, keeping the list's search, filters and page. */
  href: (id: string) => string;
  close: () => void;
  /** Null closes; `replace` swaps the history entry (a row just created or deleted); no-op when already open. */
  select: (id: string | null, how?: { replace?: boolean }) => void;
}

function searchWith(search: string, param: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id) params.set(param, id);
  else params.delete(param);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `?<param>=<id>`, so a link can point at the open row; pair with `rowLink={{ href, withinList: true }}`. */
export function useSelectedRow(param: string): SelectedRow {
  const location = useLocation();
  const navigate = useNavigate();
  const selectedId = new URLSearchParams(location.search).get(param) || null;
  const href = useCallback((id: string) => searchWith(location.search, param, id), [location.search, param]);
  const select = useCallback(
    (id: string | null, how: { replace?: boolean } = {}) => {
      if (id === selectedId) return;
      navigate(
        { pathname: location.pathname, search: searchWith(location.search, param, id) },
        { state: location.state, replace: how.replace, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search, location.state, param, selectedId],
  );
  const close = useCallback(() => select(null), [select]);
  return { selectedId, href, close, select };
}

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PROP-01's owner filter, kept in the URL beside the list's own parameters (`ownerId`): its values are owners'
 * ids, which `useListParams`'s fixed value lists cannot hold. A change starts again at the first page.
 */
export function useOwnerFilter(): { ownerId: string | null; setOwnerId: (id: string | null) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = new URLSearchParams(location.search).get('ownerId');
  const ownerId = raw && UUID.test(raw) ? raw : null;
  const setOwnerId = useCallback(
    (id: string | null) => {
      const params = new URLSearchParams(location.search);
      if (id) params.set('ownerId', id);
      else params.delete('ownerId');
      params.delete('after');
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
    },
    [location.pathname, location.search, navigate],
  );
  return { ownerId, setOwnerId };
}

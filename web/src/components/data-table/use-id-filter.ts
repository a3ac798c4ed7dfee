import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list filter by a record's id (`ownerId`, `propertyId`), kept in the URL beside the list's own
 * parameters: its values are ids, which `useListParams`'s fixed value lists cannot hold. A change starts again at
 * the first page.
 */
export function useIdFilter(name: string): [id: string | null, setId: (id: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = new URLSearchParams(location.search).get(name);
  const id = raw && UUID.test(raw) ? raw : null;
  const setId = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(location.search);
      if (next) params.set(name, next);
      else params.delete(name);
      params.delete('after');
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
    },
    [location.pathname, location.search, navigate, name],
  );
  return [id, setId];
}

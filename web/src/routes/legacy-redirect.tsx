import { Navigate, generatePath, useLocation, useParams } from 'react-router-dom';

interface LegacyRedirectRouteProps {
  /** Target pattern; it uses the same params as the matched old path. */
  to: string;
}

/** Old paths kept working: same params, query and hash, new pattern. */
export function LegacyRedirectRoute({ to }: LegacyRedirectRouteProps) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${generatePath(to, params)}${search}${hash}`} replace />;
}

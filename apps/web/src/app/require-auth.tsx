import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/shared/paths';
import { useSignedIn } from '@/shared/session/use-signed-in';

/** Signed-in-only routes send a signed-out visitor to /auth, and back here after login (spec §2). */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to={paths.authThenBack(location.pathname + location.search)} replace />;
  return <Outlet />;
}

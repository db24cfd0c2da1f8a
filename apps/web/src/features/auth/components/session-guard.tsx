import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/layout/route-overlay';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { withReturnPath } from '@/lib/return-path';
import { hasToken, isSessionEndedOnPurpose, isSessionRefused, useIsLoggedIn } from '@/lib/session';

/**
 * Logged-in-only routes (docs/product/account.md): no stored token, a failed profile lookup or an empty profile sends the
 * user to /login, which carries the page they were heading to. A 401 never reaches here: the API client already cleared the token and went to the root.
 */
export function PrivateGuard() {
  const isLoggedIn = useIsLoggedIn();
  const profile = useProfile();
  const location = useLocation();
  // A customer who logs out or changes the password here has ended the session on purpose: plain /login.
  const [arrivedLoggedIn] = useState(hasToken);

  if (!isLoggedIn || profile.isError || (profile.isSuccess && !profile.data)) {
    if (profile.isError) console.error('Profile lookup failed', profile.error);
    if (arrivedLoggedIn && !isLoggedIn) {
      // Deleting the account leaves for the home page itself, which says what happened; a 401, for the site root.
      if (isSessionEndedOnPurpose() || isSessionRefused()) return null;
      return <Navigate to={paths.login.path} replace />;
    }
    // After login (or registration) the customer comes back here, query included (the chosen tariff).
    const heading = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={withReturnPath(paths.login.path, heading)} replace />;
  }
  if (!profile.data) return <LoadingScreen />;
  return <Outlet />;
}

/**
 * The guest routes' check for someone who arrived with a token (./guest-guard.tsx): their profile decides whether
 * they are still logged in.
 */
export function SignedInGuestGate() {
  const profile = useProfile();
  if (profile.isPending && profile.fetchStatus !== 'idle') return <LoadingScreen />;
  // A token whose profile cannot be read is no session: let the user log in again instead of bouncing.
  if (profile.isSuccess && profile.data) return <Navigate to={paths.profile.path} replace />;
  return <Outlet />;
}

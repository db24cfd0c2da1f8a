import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/layout/route-overlay';
import { lazyWithQueries } from '@/lib/query-scope';
import { hasToken } from '@/lib/session';

// No import of the query library here: a visitor without a token (nearly everyone on /login) needs no profile
// lookup, so the library and the lookup load only for someone who arrives with a token.
const SignedInGuestGate = lazyWithQueries(() =>
  import('./session-guard').then((module) => module.SignedInGuestGate),
);

/** Logged-out-only routes: a logged-in user opening /registration, /login or /forgot-password goes to /profile. */
export function GuestGuard() {
  const { pathname } = useLocation();
  // Remount per path, so the check runs when a guest route is entered, not when its own form logs the user in.
  return <GuestGate key={pathname} />;
}

function GuestGate() {
  const [hadTokenOnEntry] = useState(hasToken);
  if (!hadTokenOnEntry) return <Outlet />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInGuestGate />
    </Suspense>
  );
}

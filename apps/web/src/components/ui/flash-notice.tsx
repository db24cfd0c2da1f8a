import { Alert } from '@portal/web-kit/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

// A success message carried across a redirect ("Order extended" on /my_orders after /extend-package), in the
// router's location state the way email-verification receives resendAfter: no global store, and a link
// opened fresh shows nothing.

type FlashVariant = 'success' | 'warning';
type FlashState = { flash: string; flashVariant?: FlashVariant };

/**
 * The `state` to navigate with so the next screen's FlashNotice says `text` (already translated); a warning
 * (something was taken from the person) is announced at once.
 */
export const flashState = (text: string, variant: FlashVariant = 'success'): FlashState => ({
  flash: text,
  ...(variant === 'success' ? {} : { flashVariant: variant }),
});

const variantOf = (state: unknown): FlashVariant =>
  typeof state === 'object' && state !== null && 'flashVariant' in state && state.flashVariant === 'warning'
    ? 'warning'
    : 'success';

const flashOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'flash' in state && typeof state.flash === 'string'
    ? state.flash
    : undefined;

/**
 * Shows the message the previous screen left, politely announced (role="status"). It then clears the history
 * entry's state, so a reload or coming back later does not say it again. A message that describes a state
 * ("paid, the transfer has started") names it as `describes`: when a live update changes that state the
 * message goes, and the screen's own note for the new state speaks instead.
 */
export function FlashNotice({ className, describes }: { className?: string; describes?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [text] = useState(() => flashOf(location.state));
  const [variant] = useState(() => variantOf(location.state));
  const [describedAtFirst] = useState(describes);
  const isPending = flashOf(location.state) !== undefined;
  useEffect(() => {
    if (isPending) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [isPending, navigate, location.pathname, location.search]);
  if (!text || describes !== describedAtFirst) return null;
  return (
    <Alert variant={variant} className={className}>
      {text}
    </Alert>
  );
}

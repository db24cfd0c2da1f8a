import type { NotificationKind } from '@portal/contracts';
import type { ReactNode } from 'react';
import { StrokeIcon } from '@/components/ui/stroke-icon';

const SHAPES: Record<NotificationKind, ReactNode> = {
  // A card with a circling arrow: charged by itself.
  card_autopay: (
    <>
      <rect x="2.5" y="5" width="15" height="10" rx="2" />
      <path d="M2.5 8.5h15M21 13a4 4 0 1 1-1.2-2.8M21 9.5V13h-3.5" />
    </>
  ),
  top_up_credited: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 14.5h2" />
    </>
  ),
  order_active: (
    <>
      <rect x="4" y="4" width="16" height="7" rx="1.5" />
      <rect x="4" y="13" width="16" height="7" rx="1.5" />
      <path d="M8 7.5h.01M8 16.5h.01" />
    </>
  ),
  order_expiring: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9 2.5h6" />
    </>
  ),
  order_suspended: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 9v6M14 9v6" />
    </>
  ),
  order_cancelled: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
  order_change_reverted: <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />,
  // A calendar with a cross: the order ends on a day the customer chose.
  order_cancellation: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M10 13.5l4 4M14 13.5l-4 4" />
    </>
  ),
  password_changed: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  email_changed: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  // A shield: the second factor on, off (crossed), or about to go off (with a clock).
  two_factor_enabled: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  two_factor_disabled: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
      <path d="m9.5 9.5 5 5m0-5-5 5" />
    </>
  ),
  two_factor_reset_scheduled: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
      <path d="M12 8v4l2.5 1.5" />
    </>
  ),
  // A shield with a list: the recovery codes replaced.
  recovery_codes_renewed: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
      <path d="M9.5 10h5M9.5 13h5" />
    </>
  ),
  // A key: a passkey added (with a plus) or removed (with a minus).
  passkey_added: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 7.7-7.7M16 7l2 2M14.5 8.5l1.5 1.5M18 15h4M20 13v4" />
    </>
  ),
  passkey_removed: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 7.7-7.7M16 7l2 2M14.5 8.5l1.5 1.5M18 15h4" />
    </>
  ),
  // Angle brackets, code: an API key created (with a plus) or revoked (with a minus).
  api_key_created: (
    <>
      <path d="m7 8-4 4 4 4M13 8l4 4-4 4" />
      <path d="M19 3v4M17 5h4" />
    </>
  ),
  api_key_revoked: (
    <>
      <path d="m7 8-4 4 4 4M13 8l4 4-4 4" />
      <path d="M17 5h4" />
    </>
  ),
  // A headset: support opened a session in the account; with a check when it ended.
  support_session_started: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 3h-3" />
    </>
  ),
  support_session_ended: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <path d="m11 17 2.5 2.5L19 14" />
    </>
  ),
  // A speech bubble: staff answered a support ticket.
  ticket_answered: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  // A speech bubble with a check: the ticket closed by itself.
  ticket_auto_closed: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="m9 10.5 2 2 4-4" />
    </>
  ),
  // A padlock with a clock hand: a site's certificate lapses soon.
  site_ssl_expiring: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3M12 14.5V16l1.5 1" />
    </>
  ),
  // A disk drive with its fill mark near the top: the order's disk is nearly full.
  disk_nearly_full: (
    <>
      <rect x="4" y="5" width="16" height="14" rx="2" />
      <path d="M4 14h16M8 9h8" />
    </>
  ),
  // A plug pulled out: a webhook endpoint was switched off.
  webhook_disabled: (
    <>
      <path d="M9 3v4M15 3v4M7 7h10v4a5 5 0 0 1-10 0z" />
      <path d="M12 16v5M4 4l16 16" />
    </>
  ),
  // A download tray: the copy of the customer's data is ready.
  data_export_ready: (
    <>
      <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5" />
      <path d="M4 15v4h16v-4" />
    </>
  ),
  new_login: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  // A globe: the domain works; with a clock, a cross or a blocked card for the other domain events.
  domain_active: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  domain_expiring: (
    <>
      <path d="M20.5 11A8.5 8.5 0 1 0 11 20.5M3.5 12H12M12 3.5a13 13 0 0 0 0 17" />
      <circle cx="17.5" cy="17.5" r="4" />
      <path d="M17.5 15.5v2l1.2 1.2" />
    </>
  ),
  domain_refunded: (
    <>
      <path d="M20.5 11A8.5 8.5 0 1 0 11 20.5M3.5 12H12M12 3.5a13 13 0 0 0 0 17" />
      <path d="m15 15 5 5M20 15l-5 5" />
    </>
  ),
  domain_renew_failed: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M12 13v2.5M12 17.5h.01" />
    </>
  ),
  domain_grace: (
    <>
      <path d="M20.5 11A8.5 8.5 0 1 0 11 20.5M3.5 12H12M12 3.5a13 13 0 0 0 0 17" />
      <circle cx="17.5" cy="17.5" r="4" />
      <path d="M17.5 15.5v2.2M17.5 19.6h.01" />
    </>
  ),
  domain_redemption: (
    <>
      <path d="M20.5 11A8.5 8.5 0 1 0 11 20.5M3.5 12H12M12 3.5a13 13 0 0 0 0 17" />
      <path d="M14.5 17.5a3 3 0 1 0 .9-2.1M14.5 13.8v1.8h1.8" />
    </>
  ),
  domain_released: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18M5.6 5.6l12.8 12.8" />
    </>
  ),
  // A megaphone: a message from the team.
  announcement: (
    <>
      <path d="M4 10v4h3l8 4V6L7 10H4z" />
      <path d="M18 9.5a3.5 3.5 0 0 1 0 5M8 14l1 5" />
    </>
  ),
};

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  return <StrokeIcon>{SHAPES[kind]}</StrokeIcon>;
}

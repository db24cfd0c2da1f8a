import type { DomainDetail } from '@portal/contracts';
import { Alert, type AlertVariant } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

// The registrar's refusals of a transfer the customer can act on (RegistrarError kinds, stored on the operation
// as "<kind>: <registrar's words>"); any other reads as a plain refusal.
const TRANSFER_REASONS = ['auth_code_invalid', 'transfer_locked', 'transfer_too_new', 'not_found'];

/** Why a failed transfer failed and what to do, from its refunded operation. */
function transferFailure(domain: DomainDetail): string | undefined {
  const operation = domain.operations.find((row) => row.action === 'transfer');
  if (operation?.status !== 'refunded') return undefined;
  const kind = operation.error?.split(':')[0]?.trim() ?? '';
  return TRANSFER_REASONS.includes(kind) ? kind : 'other';
}

/** What the status means for the customer right now, and what to do about it. */
export function DomainStateNote({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation('domains');
  const lang = currentLanguage();
  const ends = domain.state_ends_at ? formatDate(domain.state_ends_at, lang) : '—';
  const note = ((): [AlertVariant, string] | undefined => {
    switch (domain.status) {
      case 'pending':
        return ['info', t(domain.manual ? 'notes.pending_manual' : 'notes.pending')];
      case 'transfer_pending':
        return ['info', t(domain.manual ? 'notes.transfer_manual' : 'notes.transfer_pending')];
      case 'unknown':
        return ['info', t('notes.unknown')];
      case 'grace':
        return ['warning', t('notes.grace', { date: ends })];
      case 'redemption':
        return [
          'warning',
          t('notes.redemption', { date: ends, amount: formatSom(domain.prices.restore['1'] ?? 0, lang) }),
        ];
      case 'expired':
        return ['danger', t('notes.expired')];
      case 'failed': {
        const reason = transferFailure(domain);
        return reason
          ? [
              'danger',
              t('notes.transfer_failed', {
                name: domain.display_name,
                reason: t(`transfer_reasons.${reason}`),
              }),
            ]
          : ['danger', t('notes.failed')];
      }
      default:
        return undefined;
    }
  })();
  const open = domain.open_operation;
  return (
    <>
      {note && <Alert variant={note[0]}>{note[1]}</Alert>}
      {open &&
        domain.status !== 'pending' &&
        domain.status !== 'transfer_pending' &&
        domain.status !== 'unknown' && (
          <Alert variant="info">
            {t(open.status === 'manual' ? 'notes.open_manual' : 'notes.open', {
              action: t(`operations.actions.${open.action}`),
            })}
          </Alert>
        )}
    </>
  );
}

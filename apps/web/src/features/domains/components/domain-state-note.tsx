import type { DomainDetail } from '@portal/contracts';
import { Alert, type AlertVariant } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

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
      case 'failed':
        return ['danger', t('notes.failed')];
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

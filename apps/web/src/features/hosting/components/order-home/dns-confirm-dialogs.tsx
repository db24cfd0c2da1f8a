import type { DnsRecord } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { useTranslation } from 'react-i18next';
import { useDeleteDnsRecord, useResetDnsZone } from '../../api/dns-mutations';
import { ConfirmDialog } from './confirm-dialog';
import { recordHost } from './dns-record-card';

type Props = { orderId: number; zone: string; onClose: () => void };

/** Deleting a record says which one goes and that the name stops answering with it. */
export function DnsDeleteDialog({ orderId, zone, record, onClose }: Props & { record: DnsRecord }) {
  const { t } = useTranslation('sites');
  const remove = useDeleteDnsRecord(orderId, zone);
  const host = recordHost(record.name, zone);
  return (
    <ConfirmDialog
      title={t('dns.delete_title')}
      text={t('dns.delete_text', { type: record.type, name: host, value: record.value })}
      error={remove.isError ? errorText(t, remove.error, t('dns.delete_failed')) : undefined}
      cancelText={t('cancel')}
      confirmText={t('dns.delete_confirm')}
      isBusy={remove.isPending}
      onConfirm={() => remove.mutate(record.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** "Reset to defaults" says that every record of the zone, the customer's own included, is replaced. */
export function DnsResetDialog({ orderId, zone, onClose }: Props) {
  const { t } = useTranslation('sites');
  const reset = useResetDnsZone(orderId, zone);
  return (
    <ConfirmDialog
      title={t('dns.reset_title', { zone })}
      text={t('dns.reset_text', { zone })}
      error={reset.isError ? errorText(t, reset.error, t('dns.reset_failed')) : undefined}
      cancelText={t('cancel')}
      confirmText={t('dns.reset_confirm')}
      isBusy={reset.isPending}
      onConfirm={() => reset.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

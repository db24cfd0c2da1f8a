import type { DnsRecord } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { Alert, Button, Dialog } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useDeleteDnsRecord, useResetDnsZone } from '../../api/dns-mutations';
import hosting from '../hosting.module.css';
import { recordHost } from './dns-record-card';

type Props = { orderId: number; zone: string; onClose: () => void };

/** Deleting a record says which one goes and that the name stops answering with it. */
export function DnsDeleteDialog({ orderId, zone, record, onClose }: Props & { record: DnsRecord }) {
  const { t } = useTranslation('sites');
  const remove = useDeleteDnsRecord(orderId, zone);
  const host = recordHost(record.name, zone);
  return (
    <Dialog title={t('dns.delete_title')} onClose={onClose}>
      <div className={hosting.stack}>
        <p>{t('dns.delete_text', { type: record.type, name: host, value: record.value })}</p>
        {remove.isError && (
          <Alert variant="danger">{errorText(t, remove.error, t('dns.delete_failed'))}</Alert>
        )}
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            isBusy={remove.isPending}
            onClick={() => remove.mutate(record.id, { onSuccess: onClose })}
          >
            {t('dns.delete_confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** "Reset to defaults" says that every record of the zone, the customer's own included, is replaced. */
export function DnsResetDialog({ orderId, zone, onClose }: Props) {
  const { t } = useTranslation('sites');
  const reset = useResetDnsZone(orderId, zone);
  return (
    <Dialog title={t('dns.reset_title', { zone })} onClose={onClose}>
      <div className={hosting.stack}>
        <p>{t('dns.reset_text', { zone })}</p>
        {reset.isError && <Alert variant="danger">{errorText(t, reset.error, t('dns.reset_failed'))}</Alert>}
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            isBusy={reset.isPending}
            onClick={() => reset.mutate(undefined, { onSuccess: onClose })}
          >
            {t('dns.reset_confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

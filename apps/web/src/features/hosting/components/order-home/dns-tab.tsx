import type { DnsRecord } from '@portal/contracts';
import { Alert, Button, Select } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDnsRecords, useDnsZones } from '../../api/get-dns';
import hosting from '../hosting.module.css';
import { DnsDeleteDialog, DnsResetDialog } from './dns-confirm-dialogs';
import { DnsRecordCard } from './dns-record-card';
import { DnsRecordDialog } from './dns-record-dialog';
import styles from './order-home.module.css';
import { ReadOnlyNotice, useCanChange } from './read-only-notice';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; record: DnsRecord } | { kind: 'reset' };

/** The records of one zone of the order's sites (`?zone=` picks it; a domain's page links here). */
export function DnsTab({ orderId, zone }: { orderId: number; zone: string | undefined }) {
  const { t } = useTranslation('sites');
  const navigate = useNavigate();
  const zones = useDnsZones(orderId);
  const names = zones.data?.map((each) => each.name) ?? [];
  const current = zone && names.includes(zone) ? zone : names[0];
  if (zones.isError) return <Alert variant="danger">{t('dns.load_failed')}</Alert>;
  if (!zones.data) return <p className={hosting.muted} aria-busy="true" />;
  if (!current) {
    return (
      <div className={styles.empty}>
        <p className={hosting.muted}>{t('dns.no_zones')}</p>
        <Link to="?tab=sites">{t('ssl.go_to_sites')}</Link>
      </div>
    );
  }
  return (
    <>
      {names.length > 1 && (
        <Select
          label={t('dns.zone')}
          value={current}
          options={names.map((name) => ({ value: name, label: name }))}
          onChange={(event) =>
            navigate(`?${new URLSearchParams({ tab: 'dns', zone: event.target.value })}`, { replace: true })
          }
        />
      )}
      <ZoneRecords key={current} orderId={orderId} zone={current} />
    </>
  );
}

function ZoneRecords({ orderId, zone }: { orderId: number; zone: string }) {
  const { t } = useTranslation('sites');
  const records = useDnsRecords(orderId, zone);
  const canChange = useCanChange(records.data?.access);
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  if (records.isError) return <Alert variant="danger">{t('dns.load_failed')}</Alert>;
  if (!records.data) return <p className={hosting.muted} aria-busy="true" />;
  return (
    <>
      <ReadOnlyNotice access={records.data.access} orderId={orderId} />
      {canChange && (
        <div className={styles.toolbar}>
          <Button onClick={() => setDialog({ kind: 'add' })}>{t('dns.add')}</Button>
          <Button variant="ghost" onClick={() => setDialog({ kind: 'reset' })}>
            {t('dns.reset')}
          </Button>
        </div>
      )}
      {records.data.records.length === 0 ? (
        <p className={hosting.muted}>{t('dns.empty', { zone })}</p>
      ) : (
        <ul className={styles.list} aria-label={t('dns.records_of', { zone })}>
          {records.data.records.map((record) => (
            <DnsRecordCard
              key={record.id}
              record={record}
              zone={zone}
              canChange={canChange}
              onEdit={() => setDialog({ kind: 'edit', record })}
              onDelete={() => setDialog({ kind: 'delete', record })}
            />
          ))}
        </ul>
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <DnsRecordDialog
          orderId={orderId}
          zone={zone}
          record={dialog.kind === 'edit' ? dialog.record : undefined}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DnsDeleteDialog orderId={orderId} zone={zone} record={dialog.record} onClose={close} />
      )}
      {dialog?.kind === 'reset' && <DnsResetDialog orderId={orderId} zone={zone} onClose={close} />}
    </>
  );
}

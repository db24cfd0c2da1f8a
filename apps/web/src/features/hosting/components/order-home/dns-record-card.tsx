import type { DnsRecord } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import hosting from '../hosting.module.css';
import styles from './order-home.module.css';

type DnsRecordCardProps = {
  record: DnsRecord;
  zone: string;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** The name as the customer reads it: `@` is the zone itself. */
export const recordHost = (name: string, zone: string) => (name === '@' ? zone : `${name}.${zone}`);

/** One record: its type and name, the value, and the numbers its type has. */
export function DnsRecordCard({ record, zone, canChange, onEdit, onDelete }: DnsRecordCardProps) {
  const { t } = useTranslation('sites');
  const host = recordHost(record.name, zone);
  const extras = [
    record.priority !== null && t('dns.priority_short', { value: record.priority }),
    record.weight !== null && t('dns.weight_short', { value: record.weight }),
    record.port !== null && t('dns.port_short', { value: record.port }),
    t('dns.ttl_short', { value: record.ttl }),
  ].filter(Boolean);
  const titleId = `record-${record.id}`;
  return (
    <Card as="li" className={styles.row} aria-labelledby={titleId} data-testid="dns-record">
      <div className={styles.rowHead}>
        <h3 id={titleId} className={styles.name}>
          <span className={hosting.badge}>{record.type}</span> {host}
        </h3>
        <span className={hosting.muted}>{extras.join(' · ')}</span>
      </div>
      <p className={styles.value}>{record.value}</p>
      {canChange && (
        <div className={hosting.actions}>
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={t('dns.edit_named', { type: record.type, name: host })}
          >
            {t('dns.edit')}
          </Button>
          <Button
            variant="ghost"
            onClick={onDelete}
            aria-label={t('dns.delete_named', { type: record.type, name: host })}
          >
            {t('dns.delete')}
          </Button>
        </div>
      )}
    </Card>
  );
}

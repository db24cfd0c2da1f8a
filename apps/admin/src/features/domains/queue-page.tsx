import { can, type QueueItem, type StaffMe } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { VerificationBadge } from '@/components/verification-badge';
import { customerPath } from '@/config/paths';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { openRecordFile } from '@/lib/record-file';
import { queueTiming } from '@/lib/working-days';
import { useQueue } from './api/get-queue';
import styles from './domains.module.css';
import { DomainsTabs } from './domains-tabs';
import { QueueDecision } from './queue-decision';

/** yyyy-mm-dd as the console writes dates: dd.mm.yyyy. */
const calendarDate = (day: string) => day.split('-').reverse().join('.');

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Registrant({ item, onFailure }: { item: QueueItem; onFailure: (text: string) => void }) {
  const { t } = useTranslation();
  const record = item.record;
  if (!record) return <p className={ui.empty}>{t('domains:no_registrant')}</p>;
  return (
    <>
      <p>
        {record.name} <VerificationBadge state={record.verification} />
      </p>
      {record.verification !== 'approved' && (
        <p className={styles.warning}>
          {t('domains:record_not_approved')}{' '}
          <Link to={customerPath(item.customer.id)}>{t('domains:open_customer')}</Link>
        </p>
      )}
      <Facts
        rows={[
          [t('domains:passport'), record.passport],
          [t('domains:issued'), `${record.passport_issued_by}, ${calendarDate(record.passport_issued_at)}`],
          [t('customers:birthday'), calendarDate(record.birthday)],
          [t('domains:address'), `${record.address} (${record.country})`],
          [t('domains:contacts'), `${record.phone_number}, ${record.email}`],
        ]}
      />
      {record.files.length > 0 && <p className={ui.hint}>{t('records:audited')}</p>}
      <div className={styles.files}>
        {record.files.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            type="button"
            onClick={async () => {
              if (!(await openRecordFile(item.customer.id, record.id, kind)))
                onFailure(t('common:load_failed'));
            }}
          >
            {t(`records:kinds.${kind}`, { defaultValue: kind })}
          </Button>
        ))}
      </div>
    </>
  );
}

function QueueCard({
  item,
  now,
  canFulfil,
  onDone,
  onFailure,
}: {
  item: QueueItem;
  now: Date;
  canFulfil: boolean;
  onDone: (message: string) => void;
  onFailure: (text: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const timing = queueTiming(item.created_at, now);
  const age =
    timing.ageDays > 0
      ? t('domains:age_days', { days: timing.ageDays })
      : timing.ageHours > 0
        ? t('domains:age_hours', { hours: timing.ageHours })
        : t('domains:age_minutes', { minutes: timing.ageMinutes });
  const order: [string, string][] = [
    [t('domains:ordered'), `${formatDateTime(item.created_at)} (${t('domains:age', { age })})`],
    [t('domains:due'), formatDateTime(timing.due.toISOString())],
    [t('domains:paid'), t('common:som', { amount: formatSom(item.amount, lang) })],
    ...(item.years === null ? [] : [[t('domains:term'), String(item.years)] as [string, string]]),
    [
      t('domains:current_expiry'),
      item.domain.expires_at ? formatDateTime(item.domain.expires_at) : t('domains:not_yet'),
    ],
    [t('domains:nameservers'), item.nameservers.join(', ')],
    ...(item.auth_code ? [[t('domains:auth_code'), item.auth_code] as [string, string]] : []),
  ];
  return (
    <Card as="li" className={styles.item} data-overdue={timing.overdue}>
      <div className={styles.head}>
        <h2>{item.domain.display_name}</h2>
        <span className={ui.badge}>{t(`domains:actions.${item.action}`)}</span>
        {timing.overdue ? (
          <span className={ui.badge} data-tone="danger">
            {t('domains:overdue', { age })}
          </span>
        ) : (
          <span className={ui.badge} data-tone="muted">
            {t('domains:waiting_for', { age })}
          </span>
        )}
        <span className={ui.hint}>#{item.operation_id}</span>
      </div>
      <div className={styles.columns}>
        <div>
          <h3>{t('domains:order')}</h3>
          <Facts rows={order} />
        </div>
        <div>
          <h3>{t('domains:customer')}</h3>
          <p>
            <Link to={customerPath(item.customer.id)}>
              #{item.customer.id} {item.customer.name}
            </Link>
          </p>
          <Facts
            rows={[
              [t('customers:email'), item.customer.email],
              [t('customers:phone'), item.customer.phone_number],
            ]}
          />
        </div>
        <div>
          <h3>{t('domains:registrant')}</h3>
          <Registrant item={item} onFailure={onFailure} />
        </div>
      </div>
      {canFulfil && <QueueDecision item={item} onDone={onDone} />}
    </Card>
  );
}

/** The .uz fulfilment queue: staff register each name at the partner registrar, then mark it done here. */
export function QueuePage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const queue = useQueue();
  // One clock for every card of a render; the list is read again after each decision.
  const now = new Date(queue.dataUpdatedAt || Date.now());
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className={ui.stack}>
      <h1>{t('domains:title')}</h1>
      <DomainsTabs />
      <p className={ui.hint}>{t('domains:queue_intro')}</p>
      <Banner tone="success">{done}</Banner>
      <Banner tone="error">{queue.isError ? loadFailure(queue.error, t) : failure}</Banner>
      {!queue.data && !queue.isError && <p role="status">{t('common:loading')}</p>}
      {queue.data &&
        (queue.data.length === 0 ? (
          <p className={ui.empty}>{t('domains:queue_empty')}</p>
        ) : (
          <ul className={styles.queue} aria-label={t('domains:tabs.queue')}>
            {queue.data.map((item) => (
              <QueueCard
                key={item.operation_id}
                item={item}
                now={now}
                canFulfil={can(me.role, 'domains.fulfil')}
                onDone={(message) => {
                  setFailure(null);
                  setDone(message);
                }}
                onFailure={setFailure}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

import type { CronJob } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCronJobs } from '../../api/tools-queries';
import hosting from '../hosting.module.css';
import { AddWithinLimit } from './add-within-limit';
import { CronDeleteDialog, CronJobDialog } from './cron-dialogs';
import styles from './order-home.module.css';
import { ReadOnlyNotice, useCanChange } from './read-only-notice';

function CronJobCard({ orderId, job, canChange }: { orderId: number; job: CronJob; canChange: boolean }) {
  const { t } = useTranslation('hosting-tools');
  const [dialog, setDialog] = useState<'edit' | 'delete'>();
  const titleId = `cron-${job.id}`;
  return (
    <Card as="li" className={hosting.card} aria-labelledby={titleId} data-testid="cron-job">
      <h3 id={titleId} className={hosting.cardTitle}>
        {job.schedule_text}
        {!job.active && <span className={hosting.badge}>{t('cron.paused')}</span>}
      </h3>
      <p className={styles.value}>{job.command}</p>
      <p className={hosting.muted}>
        <code>{job.expression}</code>
      </p>
      {canChange && (
        <div className={hosting.actions}>
          <Button
            variant="secondary"
            onClick={() => setDialog('edit')}
            aria-label={t('cron.edit_named', { command: job.command })}
          >
            {t('cron.edit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setDialog('delete')}
            aria-label={t('cron.delete_named', { command: job.command })}
          >
            {t('cron.delete')}
          </Button>
        </div>
      )}
      {dialog === 'edit' && (
        <CronJobDialog orderId={orderId} job={job} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'delete' && (
        <CronDeleteDialog orderId={orderId} job={job} onClose={() => setDialog(undefined)} />
      )}
    </Card>
  );
}

/** The order's cron jobs, each schedule in words, and the way to add one. */
export function CronTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation('hosting-tools');
  const jobs = useCronJobs(orderId);
  const canChange = useCanChange(jobs.data?.access);
  const [isCreateOpen, setCreateOpen] = useState(false);
  if (jobs.isError) return <Alert variant="danger">{t('cron.load_failed')}</Alert>;
  if (!jobs.data) return <p className={hosting.muted} aria-busy="true" />;
  const addButton = canChange && (
    <AddWithinLimit orderId={orderId} kind="cron_jobs" onAdd={() => setCreateOpen(true)}>
      {t('cron.add')}
    </AddWithinLimit>
  );
  return (
    <>
      <ReadOnlyNotice access={jobs.data.access} orderId={orderId} />
      {jobs.data.jobs.length === 0 ? (
        <div className={styles.empty}>
          <p className={hosting.muted}>{t('cron.empty')}</p>
          {addButton}
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>{addButton}</div>
          <ul className={styles.list}>
            {jobs.data.jobs.map((job) => (
              <CronJobCard key={job.id} orderId={orderId} job={job} canChange={canChange} />
            ))}
          </ul>
        </>
      )}
      {isCreateOpen && <CronJobDialog orderId={orderId} onClose={() => setCreateOpen(false)} />}
    </>
  );
}

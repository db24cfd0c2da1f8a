import { CRON_EVERY_MINUTES, type CronJob } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { useApiForm } from '@portal/web-kit/form';
import { Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useDeleteCronJob, useSaveCronJob } from '../../api/tools-mutations';
import { ConfirmDialog } from './confirm-dialog';
import { CRON_KINDS, cronFormSchema, cronFormValues } from './cron-form';
import { FormDialog } from './form-dialog';
import { saveThenClose } from './save-then-close';

type Props = { orderId: number; job?: CronJob; onClose: () => void };

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** A new cron job or a change of one: the command and when it runs, as a simple choice or five cron fields. */
export function CronJobDialog({ orderId, job, onClose }: Props) {
  const { t } = useTranslation('hosting-tools');
  const save = useSaveCronJob(orderId, job?.id);
  const form = useApiForm({ schema: cronFormSchema, defaultValues: cronFormValues(job) });
  const kind = form.watch('kind');
  const handleSubmit = saveThenClose(form, (body) => save.mutateAsync(body), t('cron.save_failed'), onClose);
  return (
    <FormDialog
      title={job ? t('cron.edit_title') : t('cron.create_title')}
      onSubmit={handleSubmit}
      banner={form.banner}
      cancelText={t('sites:cancel')}
      submitText={job ? t('cron.edit_submit') : t('cron.create_submit')}
      isBusy={save.isPending}
      onClose={onClose}
    >
      <TextField
        label={t('cron.command')}
        hint={t('cron.command_hint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={form.errorOf('command')}
        {...form.register('command')}
      />
      <Select
        label={t('cron.schedule')}
        options={CRON_KINDS.map((value) => ({ value, label: t(`cron.kinds.${value}`) }))}
        error={form.errorOf('kind')}
        {...form.register('kind')}
      />
      {kind === 'every_minutes' && (
        <Select
          label={t('cron.minutes')}
          options={CRON_EVERY_MINUTES.map((count) => ({
            value: String(count),
            label: t('cron.every_n', { count }),
          }))}
          error={form.errorOf('minutes')}
          {...form.register('minutes')}
        />
      )}
      {kind === 'hourly' && (
        <TextField
          label={t('cron.minute')}
          inputMode="numeric"
          error={form.errorOf('minute')}
          {...form.register('minute')}
        />
      )}
      {kind === 'weekly' && (
        <Select
          label={t('cron.weekday')}
          options={WEEKDAYS.map((day) => ({ value: String(day), label: t(`cron.weekdays.d${day}`) }))}
          {...form.register('weekday')}
        />
      )}
      {(kind === 'daily' || kind === 'weekly') && (
        <TextField
          label={t('cron.time')}
          inputMode="numeric"
          error={form.errorOf('time')}
          {...form.register('time')}
        />
      )}
      {kind === 'custom' && (
        <TextField
          label={t('cron.expression')}
          hint={t('cron.expression_hint')}
          autoComplete="off"
          spellCheck={false}
          error={form.errorOf('expression')}
          {...form.register('expression')}
        />
      )}
    </FormDialog>
  );
}

/** Deleting a job names the command and when it would have run. */
export function CronDeleteDialog({ orderId, job, onClose }: Props & { job: CronJob }) {
  const { t } = useTranslation('hosting-tools');
  const remove = useDeleteCronJob(orderId, job.id);
  return (
    <ConfirmDialog
      title={t('cron.delete_title')}
      text={t('cron.delete_text', { command: job.command, schedule: job.schedule_text })}
      error={remove.isError ? errorText(t, remove.error, t('cron.delete_failed')) : undefined}
      cancelText={t('sites:cancel')}
      confirmText={t('cron.delete_confirm')}
      isBusy={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { adminPath, adminPaths, blockCustomerRequestSchema, type SupportSession } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { TextArea } from '@/components/field';
import ui from '@/components/ui.module.css';
import { api } from '@/lib/api';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';

/**
 * "View as customer": with a reason, a 30-minute session of the customer opens in a new tab; the portal shows a
 * banner there, refuses credentials and money, and every request is audited.
 */
export function SupportSessionForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [session, setSession] = useState<SupportSession | null>(null);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(blockCustomerRequestSchema),
    defaultValues: { reason: '' },
  });
  const reasonError = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const opened = await api<SupportSession>(adminPath(adminPaths.customerSupportSessions, customerId), {
        method: 'POST',
        body,
      });
      setSession(opened);
      form.reset();
      window.open(opened.url, '_blank', 'noopener');
    } catch (error) {
      setFailure(applyServerErrors(error, ['reason'], form.setError, t));
    }
  });
  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="support-title">
      <h2 id="support-title">{t('support.title')}</h2>
      <p className={ui.hint}>{t('support.intro')}</p>
      <Banner tone="error">{failure}</Banner>
      {session && (
        <p className={ui.banner} data-tone="success" role="status">
          {t('support.opened', { until: formatDateTime(session.expires_at) })}{' '}
          <a href={session.url} target="_blank" rel="noopener noreferrer">
            {t('support.open_again')}
          </a>
        </p>
      )}
      <TextArea
        label={t('support.reason')}
        maxLength={500}
        error={reasonError ? t(`validation.${reasonError}`, { defaultValue: reasonError }) : undefined}
        {...form.register('reason')}
      />
      <button className={`${ui.button} ${ui.secondary}`} type="submit" disabled={form.formState.isSubmitting}>
        {t('support.open')}
      </button>
    </form>
  );
}

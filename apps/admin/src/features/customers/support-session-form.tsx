import { blockCustomerRequestSchema, type SupportSession } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, TextArea } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { useOpenSupportSession } from './api/open-support-session';

/**
 * "View as customer": with a reason, a 30-minute session of the customer opens in a new tab; the portal shows a
 * banner there, refuses credentials and money, and every request is audited.
 */
export function SupportSessionForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const open = useOpenSupportSession(customerId);
  const [session, setSession] = useState<SupportSession | null>(null);
  // The same reason rule as blocking: a support session is opened for a stated reason, audited.
  const form = useApiForm({ schema: blockCustomerRequestSchema, defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      const opened = await open.mutateAsync(body);
      setSession(opened);
      form.reset();
      window.open(opened.url, '_blank', 'noopener');
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="support-title">
      <h2 id="support-title">{t('support:title')}</h2>
      <p className={ui.hint}>{t('support:intro')}</p>
      <FormBanner banner={form.banner} />
      {session && (
        <Alert variant="success">
          {t('support:opened', { until: formatDateTime(session.expires_at) })}{' '}
          <a href={session.url} target="_blank" rel="noopener noreferrer">
            {t('support:open_again')}
          </a>
        </Alert>
      )}
      <TextArea
        label={t('support:reason')}
        maxLength={500}
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
      <Button variant="secondary" type="submit" disabled={form.formState.isSubmitting}>
        {t('support:open')}
      </Button>
    </form>
  );
}

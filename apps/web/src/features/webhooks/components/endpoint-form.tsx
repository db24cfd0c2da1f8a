import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEvent,
  webhookInputSchema,
  webhookUrlSchema,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Checkbox, TextField } from '@portal/web-kit/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import formStyles from '@/components/form/form.module.css';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks-api';
import styles from './webhooks.module.css';

// The API's own rules for the three fields the form shows (on or off is the card's button).
const endpointFormSchema = z.object({
  url: webhookUrlSchema,
  events: webhookInputSchema.shape.events,
  description: z.string().trim().max(200, { error: 'too_long' }),
});
type EndpointFields = { url: string; events: WebhookEvent[]; description: string };

/**
 * Adds an endpoint, or changes one (`endpoint`): its https address, the events it hears and a note. A new
 * endpoint's secret is handed to `onCreated`, the one time the API answers it unasked.
 */
export function EndpointForm({
  endpoint,
  onCreated,
  onDone,
}: {
  endpoint?: WebhookEndpoint;
  onCreated?: (secret: string) => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const headingId = useId();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useApiForm<EndpointFields>({
    schema: endpointFormSchema,
    defaultValues: {
      url: endpoint?.url ?? '',
      events: endpoint?.events ?? [],
      description: endpoint?.description ?? '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, body: { ...values, enabled: endpoint.enabled } });
        onDone?.();
      } else {
        const created = await create.mutateAsync(values);
        form.reset({ url: '', events: [], description: '' });
        onCreated?.(created.secret);
      }
    } catch (error) {
      form.showError(error, t('form.failed'));
    }
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {endpoint ? t('form.edit_title') : t('form.add_title')}
      </h2>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('form.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/webhooks/portal"
        hint={t('form.url_hint')}
        {...form.register('url')}
        error={form.errorOf('url')}
      />
      <fieldset
        className={styles.events}
        aria-describedby={form.errorOf('events') ? `${headingId}-events` : undefined}
      >
        <legend>{t('form.events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox key={event} value={event} label={t(`events.${event}`)} {...form.register('events')} />
        ))}
        {form.errorOf('events') && (
          <p id={`${headingId}-events`} className={styles.error}>
            {form.errorOf('events')}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('form.description')}
        {...form.register('description')}
        error={form.errorOf('description')}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={form.formState.isSubmitting}>
          {endpoint ? t('form.save') : t('form.add')}
        </Button>
        {endpoint && (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

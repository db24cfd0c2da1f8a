import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey, createApiKeySchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Checkbox, Dialog, Select, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateApiKey } from '../api/api-keys';
import styles from './api-keys.module.css';

/** How long a new key works: the API takes any time within a year; the form offers the usual choices. */
const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
const DAY_MS = 86_400_000;

const keyFormSchema = z.object({
  name: createApiKeySchema.shape.name,
  scopes: createApiKeySchema.shape.scopes,
  expiry: z.enum(EXPIRY_CHOICES, { error: 'required' }),
});
type KeyForm = { name: string; scopes: ApiKeyScope[]; expiry: (typeof EXPIRY_CHOICES)[number] };

/**
 * Creating a key: name, scopes and expiry; then the secret, shown this once with a copy button, since the server
 * keeps only its hash and no later screen can show it.
 */
export function CreateKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Dialog title={created ? t('secret.title') : t('create.title')} onClose={onClose}>
      {created ? (
        <SecretOnce secret={created.secret} onDone={onClose} />
      ) : (
        <KeyFormBody onCreated={setCreated} onCancel={onClose} />
      )}
    </Dialog>
  );
}

function KeyFormBody({
  onCreated,
  onCancel,
}: {
  onCreated: (key: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('api-keys');
  const create = useCreateApiKey();
  const form = useApiForm<KeyForm>({
    schema: keyFormSchema,
    defaultValues: { name: '', scopes: ['read'], expiry: '90' },
    serverFields: { expires_at: 'expiry' },
  });
  const submit = form.handleSubmit(async ({ name, scopes, expiry }) => {
    form.showBanner(undefined);
    const expiresAt =
      expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString();
    try {
      onCreated(await create.mutateAsync({ name, scopes, expires_at: expiresAt }));
    } catch (error) {
      form.showError(error, t('create.failed'));
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('create.name')}
        autoComplete="off"
        {...form.register('name')}
        error={form.errorOf('name')}
      />
      <fieldset className={styles.scopes}>
        <legend className={styles.legend}>{t('create.scopes')}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            label={`${t(`scopes.${scope}`)} — ${t(`scope_hints.${scope}`)}`}
            {...form.register('scopes')}
          />
        ))}
        {form.errorOf('scopes') && <Alert variant="danger">{form.errorOf('scopes')}</Alert>}
      </fieldset>
      <Select
        label={t('create.expiry')}
        options={EXPIRY_CHOICES.map((choice) => ({ value: choice, label: t(`expiry.${choice}`) }))}
        {...form.register('expiry')}
        error={form.errorOf('expiry')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('create.cancel')}
        </Button>
        <Button type="submit" isBusy={form.formState.isSubmitting}>
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('api-keys');
  const [isCopied, setIsCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  };
  return (
    <div className={styles.form}>
      <Alert variant="warning">{t('secret.warning')}</Alert>
      <output className={styles.secret} aria-label={t('secret.label')} data-testid="api-key-secret">
        {secret}
      </output>
      <div className={styles.actions}>
        {canCopy && (
          <Button variant="secondary" onClick={() => void handleCopy()} aria-live="polite">
            {isCopied ? t('secret.copied') : t('secret.copy')}
          </Button>
        )}
        <Button onClick={onDone}>{t('secret.done')}</Button>
      </div>
    </div>
  );
}

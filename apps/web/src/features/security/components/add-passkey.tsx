import { PASSKEYS_MAX, passkeyNameSchema, passkeyOptionsRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, TextField } from '@portal/web-kit/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import formStyles from '@/components/form/form.module.css';
import { browserSupportsPasskeys, deviceName } from '@/lib/webauthn';
import { useCreatePasskey, useSavePasskey } from '../api/passkeys';
import { passkeyErrorText } from './passkey-error';
import styles from './passkeys.module.css';

type Created = Awaited<ReturnType<ReturnType<typeof useCreatePasskey>['mutateAsync']>>;
const nameFormSchema = z.object({ name: passkeyNameSchema });

/** Adding a passkey: the password, the browser's prompt, then a name (the device's, unless changed). */
export function AddPasskey({ count, onAdded }: { count: number; onAdded: () => void }) {
  const { t } = useTranslation(['passkeys', 'validation', 'errors']);
  const [created, setCreated] = useState<Created | null>(null);
  if (!browserSupportsPasskeys()) return <Alert variant="warning">{t('unsupported')}</Alert>;
  if (count >= PASSKEYS_MAX) return <Alert variant="info">{t('limit')}</Alert>;
  if (created) {
    return (
      <NamePasskey
        created={created}
        onSaved={() => {
          setCreated(null);
          onAdded();
        }}
        onCancel={() => setCreated(null)}
      />
    );
  }
  return <PasswordStep onCreated={setCreated} />;
}

function PasswordStep({ onCreated }: { onCreated: (created: Created) => void }) {
  const { t } = useTranslation(['passkeys', 'validation', 'errors']);
  const create = useCreatePasskey();
  const form = useApiForm({ schema: passkeyOptionsRequestSchema, defaultValues: { password: '' } });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    form.showBanner(undefined);
    try {
      onCreated(await create.mutateAsync(password));
    } catch (error) {
      if (!form.placeFieldErrors(error))
        form.showBanner({ variant: 'danger', text: passkeyErrorText(t, error) });
    }
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className={styles.heading}>{t('add_title')}</h2>
      <p className={styles.text}>{t('add_intro')}</p>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={form.errorOf('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={create.isPending}>
          {t('add')}
        </Button>
      </div>
    </form>
  );
}

type NamePasskeyProps = { created: Created; onSaved: () => void; onCancel: () => void };

function NamePasskey({ created, onSaved, onCancel }: NamePasskeyProps) {
  const { t } = useTranslation(['passkeys', 'validation', 'errors']);
  const save = useSavePasskey();
  const form = useApiForm({
    schema: nameFormSchema,
    defaultValues: { name: deviceName(navigator.userAgent) ?? t('default_name') },
  });
  // After the browser's prompt the keyboard continues in the name, ready to keep or change it.
  useEffect(() => form.setFocus('name', { shouldSelect: true }), [form.setFocus]);

  const onSubmit = form.handleSubmit(async ({ name }) => {
    form.showBanner(undefined);
    try {
      await save.mutateAsync({ challenge_id: created.challengeId, name, response: created.response });
      onSaved();
    } catch (error) {
      if (!form.placeFieldErrors(error))
        form.showBanner({ variant: 'danger', text: passkeyErrorText(t, error) });
    }
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className={styles.heading}>{t('name_title')}</h2>
      <p className={styles.text}>{t('name_intro')}</p>
      <FormBanner banner={form.banner} />
      <TextField label={t('name')} maxLength={64} {...form.register('name')} error={form.errorOf('name')} />
      <div className={styles.actions}>
        <Button type="submit" isBusy={save.isPending}>
          {t('save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

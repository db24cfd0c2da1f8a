import type { ApiKey } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Dialog } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRevokeApiKey } from '../api/api-keys';
import styles from './api-keys.module.css';

const confirmSchema = z.object({});

/** Revoking asks first: whatever uses the key stops working at its next request. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  const revoke = useRevokeApiKey();
  const form = useApiForm({ schema: confirmSchema, defaultValues: {} });
  const submit = form.handleSubmit(async () => {
    form.showBanner(undefined);
    try {
      await revoke.mutateAsync(apiKey.id);
      onClose();
    } catch (error) {
      form.showError(error, t('revoke.failed'));
    }
  });
  return (
    <Dialog title={t('revoke.title')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.text}>{t('revoke.text', { name: apiKey.name })}</p>
        <FormBanner banner={form.banner} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('revoke.cancel')}
          </Button>
          <Button variant="danger" type="submit" isBusy={revoke.isPending}>
            {t('revoke.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import type { SavedCard } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Dialog } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRemoveCard } from '../../api/saved-cards';
import styles from './cards.module.css';

const confirmSchema = z.object({});

/** Removing asks first, and says so when auto-pay charges this card: auto-pay turns off with it. */
export function RemoveCardDialog({ card, onClose }: { card: SavedCard; onClose: () => void }) {
  const { t } = useTranslation('cards');
  const removeCard = useRemoveCard();
  const form = useApiForm({ schema: confirmSchema, defaultValues: {} });
  const onSubmit = form.handleSubmit(async () => {
    form.showBanner(undefined);
    try {
      await removeCard.mutateAsync(card.id);
      onClose();
    } catch (error) {
      form.showError(error, t('errors.remove_failed'));
    }
  });
  return (
    <Dialog title={t('remove.title')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>{t('remove.text', { number: card.masked_number })}</p>
        {card.autopay && <p>{t('remove.autopay_off')}</p>}
        <FormBanner banner={form.banner} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('remove.cancel')}
          </Button>
          <Button variant="danger" type="submit" isBusy={removeCard.isPending}>
            {t('remove.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

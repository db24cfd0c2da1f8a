import { AUTOPAY_CONSENT_VERSION, type AutopaySettings, type SavedCard } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Checkbox, Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useUpdateAutopay } from '../../api/autopay';
import styles from './cards.module.css';

// The form's fields as typed; what it sends is the contract's request (updateAutopayRequestSchema on the server).
const autopayFormSchema = z.object({
  card_id: z.string().regex(/^\d+$/, { error: 'required' }),
  max_charge_som: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, { error: 'invalid' }),
  consent: z.literal(true, { error: 'required' }),
});
type AutopayForm = z.input<typeof autopayFormSchema>;

/**
 * Auto-pay (docs/product/saved-cards.md): off until the customer turns it on after reading what is charged, when,
 * up to which ceiling, and how to stop; the consent's version goes with the request.
 */
export function AutopaySettingsForm({ settings, cards }: { settings: AutopaySettings; cards: SavedCard[] }) {
  const { t } = useTranslation(['cards', 'validation']);
  const update = useUpdateAutopay();
  const lang = currentLanguage();
  const form = useApiForm<AutopayForm, z.output<typeof autopayFormSchema>>({
    schema: autopayFormSchema,
    defaultValues: {
      card_id: String(settings.card_id ?? cards[0]?.id ?? ''),
      max_charge_som: settings.max_charge_som ? String(settings.max_charge_som) : '',
      consent: false as unknown as true,
    },
  });
  const ceiling = Number(form.watch('max_charge_som')) || 0;
  const chosen = cards.find((card) => String(card.id) === form.watch('card_id'));

  const turnOn = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      await update.mutateAsync({
        enabled: true,
        card_id: Number(values.card_id),
        max_charge_som: Number(values.max_charge_som),
        consent_version: AUTOPAY_CONSENT_VERSION,
      });
      form.showBanner({ variant: 'success', text: t('autopay.turned_on') });
    } catch (error) {
      form.showError(error, t('errors.autopay_failed'));
    }
  });
  const turnOff = async () => {
    form.showBanner(undefined);
    try {
      await update.mutateAsync({ enabled: false });
      form.showBanner({ variant: 'success', text: t('autopay.turned_off') });
    } catch (error) {
      form.showError(error, t('errors.autopay_failed'));
    }
  };

  if (cards.length === 0) return <p className={styles.muted}>{t('autopay.needs_card')}</p>;
  if (settings.enabled) {
    const card = cards.find((item) => item.id === settings.card_id);
    return (
      <div className={styles.form}>
        <p>
          {t('autopay.on_summary', {
            number: card?.masked_number ?? '',
            ceiling: formatSom(settings.max_charge_som ?? 0, lang),
          })}
        </p>
        <FormBanner banner={form.banner} />
        <Button variant="secondary" isBusy={update.isPending} onClick={() => void turnOff()}>
          {t('autopay.turn_off')}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void turnOn(event)}>
      <p className={styles.muted}>{t('autopay.off')}</p>
      <Select
        label={t('autopay.card')}
        options={cards.map((card) => ({
          value: String(card.id),
          label: `${card.masked_number} · ${card.expiry}`,
        }))}
        error={form.errorOf('card_id')}
        {...form.register('card_id')}
      />
      <TextField
        label={t('autopay.ceiling')}
        hint={t('autopay.ceiling_hint')}
        inputMode="numeric"
        error={form.errorOf('max_charge_som')}
        {...form.register('max_charge_som')}
      />
      <div id="autopay-consent">
        <p className={styles.title}>{t('autopay.consent_title')}</p>
        <ul className={styles.consent}>
          <li>{t('autopay.consent_what', { number: chosen?.masked_number ?? '' })}</li>
          <li>{t('autopay.consent_when')}</li>
          <li>{t('autopay.consent_ceiling', { ceiling: formatSom(ceiling, lang) })}</li>
          <li>{t('autopay.consent_stop')}</li>
        </ul>
      </div>
      <Checkbox
        label={t('autopay.consent_agree')}
        aria-describedby="autopay-consent"
        error={form.errorOf('consent')}
        {...form.register('consent')}
      />
      <FormBanner banner={form.banner} />
      <Button type="submit" isBusy={update.isPending}>
        {t('autopay.turn_on')}
      </Button>
    </form>
  );
}

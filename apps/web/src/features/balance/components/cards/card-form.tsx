import type { CardsSetup } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCardToken, sendVerifyCode, verifyCard } from '../../api/payme-cards';
import { useCardsSetup, useSaveCard } from '../../api/saved-cards';
import { paymeErrorKey } from './card-errors';
import { cardDetailsSchema, groupCardNumber, smsCodeSchema } from './card-form-schemas';
import styles from './cards.module.css';
import { PaymeNotice } from './payme-notice';

/**
 * Payme's rules for a merchant's own card form (docs/providers/payme-cards.md): the inputs have no `name`, so the
 * browser never submits or autofills them as a form field of ours. The form layer finds a field by its name, so
 * each input sets its value itself; `shape` formats it as it is typed.
 */
function unnamedField<Name extends string>(
  form: { register: (name: Name) => { ref: (element: HTMLInputElement | null) => void } } & {
    setValue: (name: Name, value: string, options: { shouldValidate: boolean; shouldDirty: boolean }) => void;
    formState: { isSubmitted: boolean };
  },
  name: Name,
  shape: (value: string) => string = (value) => value,
) {
  return {
    ref: form.register(name).ref,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = shape(event.target.value);
      form.setValue(name, event.target.value, {
        shouldValidate: form.formState.isSubmitted,
        shouldDirty: true,
      });
    },
  };
}

type Pending = { token: string; phone: string | undefined };

/**
 * Adding a card (docs/product/saved-cards.md): number and expiry, then the SMS code. The browser talks to Payme
 * itself with the merchant id; our API receives only the verified token.
 */
export function CardForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation('cards');
  const setup = useCardsSetup();
  const [pending, setPending] = useState<Pending | null>(null);
  if (setup.isError) return <p className={styles.muted}>{t('errors.setup_failed')}</p>;
  if (!setup.data) return <p className={styles.muted}>{t('loading')}</p>;
  return pending ? (
    <CodeStep setup={setup.data} pending={pending} onBack={() => setPending(null)} onSaved={onSaved} />
  ) : (
    <DetailsStep setup={setup.data} onSent={setPending} />
  );
}

function DetailsStep({ setup, onSent }: { setup: CardsSetup; onSent: (pending: Pending) => void }) {
  const { t } = useTranslation('cards');
  const form = useApiForm({ schema: cardDetailsSchema, defaultValues: { number: '', expiry: '' } });
  const [busy, setBusy] = useState(false);
  const errorText = (name: 'number' | 'expiry') => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const onSubmit = form.handleSubmit(async (card) => {
    form.showBanner(undefined);
    setBusy(true);
    try {
      const token = await createCardToken(setup, card);
      const sent = await sendVerifyCode(setup, token);
      onSent({ token, phone: sent.phone });
    } catch (error) {
      form.showBanner({ variant: 'danger', text: t(paymeErrorKey(error)) });
    } finally {
      setBusy(false);
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('form.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="8600 0000 0000 0000"
        maxLength={19}
        error={errorText('number')}
        {...unnamedField(form, 'number', groupCardNumber)}
      />
      <TextField
        label={t('form.expiry')}
        hint={t('form.expiry_hint')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        maxLength={5}
        error={errorText('expiry')}
        {...unnamedField(form, 'expiry')}
      />
      <FormBanner banner={form.banner} />
      <Button type="submit" isBlock isBusy={busy}>
        {t('form.send_code')}
      </Button>
      <PaymeNotice offerUrl={setup.offer_url} />
    </form>
  );
}

function CodeStep({
  setup,
  pending,
  onBack,
  onSaved,
}: {
  setup: CardsSetup;
  pending: Pending;
  onBack: () => void;
  onSaved: (() => void) | undefined;
}) {
  const { t } = useTranslation('cards');
  const saveCard = useSaveCard();
  const form = useApiForm({ schema: smsCodeSchema, defaultValues: { code: '' } });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const codeError = form.formState.errors.code?.message;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    form.showBanner(undefined);
    setBusy(true);
    let token: string;
    try {
      token = await verifyCard(setup, pending.token, code);
    } catch (error) {
      form.showBanner({ variant: 'danger', text: t(paymeErrorKey(error)) });
      setBusy(false);
      return;
    }
    try {
      await saveCard.mutateAsync(token);
      setSaved(true);
      onSaved?.();
    } catch (error) {
      form.showError(error, t('errors.save_failed'));
    } finally {
      setBusy(false);
    }
  });
  if (saved) return <p role="status">{t('form.saved')}</p>;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.muted}>
        {pending.phone ? t('form.code_sent_to', { phone: pending.phone }) : t('form.code_sent')}
      </p>
      <TextField
        label={t('form.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={codeError ? t(codeError) : undefined}
        {...unnamedField(form, 'code')}
      />
      <FormBanner banner={form.banner} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('form.back')}
        </Button>
        <Button type="submit" isBusy={busy}>
          {t('form.confirm')}
        </Button>
      </div>
      <PaymeNotice offerUrl={setup.offer_url} />
    </form>
  );
}

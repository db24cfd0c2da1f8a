import { broadcastRequestSchema, LANGUAGES } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Select } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emptyTexts, LanguageTexts, textsFormSchema, writtenTexts } from '@/components/language-texts';
import ui from '@/components/ui.module.css';
import { useSendBroadcast } from './api/send-broadcast';
import styles from './content.module.css';

/** The broadcast as the form holds it, derived from the request: "" for everyone, the five languages' texts. */
const broadcastFormSchema = z.object({
  language: z.union([z.literal(''), broadcastRequestSchema.shape.language.unwrap()]),
  texts: textsFormSchema(broadcastRequestSchema.shape.texts.shape.uz),
});

/**
 * A message to every customer (or those of one portal language): in-app, and by e-mail and Telegram where they
 * keep announcements on. Sent only after a second, explicit confirmation.
 */
export function BroadcastForm() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const broadcast = useSendBroadcast();
  const form = useApiForm({
    schema: broadcastFormSchema,
    defaultValues: { language: '', texts: emptyTexts() },
  });
  const review = form.handleSubmit(
    () => {
      form.showBanner(undefined);
      setConfirming(true);
    },
    () => form.showBanner({ variant: 'danger', text: t('news:uz_required') }),
  );
  const send = form.handleSubmit(async ({ language, texts }) => {
    form.showBanner(undefined);
    try {
      const { recipients } = await broadcast.mutateAsync({
        language: language || null,
        texts: writtenTexts(texts),
      });
      form.reset();
      form.showBanner({ variant: 'success', text: t('broadcast:sent', { count: recipients }) });
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    } finally {
      setConfirming(false);
    }
  });
  return (
    <form className={ui.form} noValidate aria-labelledby="broadcast-title" onSubmit={review}>
      <h2 id="broadcast-title">{t('broadcast:title')}</h2>
      <p className={ui.hint}>{t('broadcast:intro')}</p>
      <FormBanner banner={form.banner} />
      <Select label={t('broadcast:audience')} error={form.errorOf('language')} {...form.register('language')}>
        <option value="">{t('broadcast:everyone')}</option>
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t('broadcast:only_language', { language: t(`common:language_names.${lang}`) })}
          </option>
        ))}
      </Select>
      <LanguageTexts
        form={form}
        limits={{ title: 120, body: 2000 }}
        labels={{ title: t('news:title_field'), body: t('news:body_field') }}
      />
      {confirming ? (
        <fieldset className={styles.confirm}>
          <legend>{t('broadcast:confirm')}</legend>
          <div className={ui.row}>
            <Button
              variant="danger"
              type="button"
              disabled={form.formState.isSubmitting}
              onClick={() => void send()}
            >
              {t('broadcast:send_now')}
            </Button>
            <Button variant="secondary" type="button" onClick={() => setConfirming(false)}>
              {t('common:cancel')}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div>
          <Button type="submit">{t('broadcast:send')}</Button>
        </div>
      )}
    </form>
  );
}

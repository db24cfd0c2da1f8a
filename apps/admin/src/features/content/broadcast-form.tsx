import {
  adminPaths,
  type BroadcastRequest,
  broadcastResultSchema,
  LANGUAGES,
  type Language,
} from '@portal/contracts';
import { errorTextWithFields } from '@portal/web-kit/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { SelectField } from '@/components/field';
import ui from '@/components/ui.module.css';
import { api } from '@/lib/api';
import styles from './content.module.css';
import { emptyTexts, LanguageTexts, type Texts, writtenTexts } from './language-texts';

/**
 * A message to every customer (or those of one portal language): in-app, and by e-mail and Telegram where they
 * keep announcements on. Sent only after a second, explicit confirmation.
 */
export function BroadcastForm() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<'' | Language>('');
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const send = async () => {
    setSending(true);
    setMessage(null);
    const given = writtenTexts(texts);
    try {
      const { recipients } = await api(adminPaths.broadcasts, {
        method: 'POST',
        body: { language: language || null, texts: given } as BroadcastRequest,
        schema: broadcastResultSchema,
      });
      setTexts(emptyTexts());
      setMessage({ tone: 'success', text: t('broadcast.sent', { count: recipients }) });
    } catch (error) {
      setMessage({ tone: 'error', text: errorTextWithFields(t, error, t('errors.INTERNAL')) });
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };
  return (
    <form
      className={ui.form}
      noValidate
      aria-labelledby="broadcast-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!texts.uz.title.trim() || !texts.uz.body.trim()) {
          setMessage({ tone: 'error', text: t('news.uz_required') });
          return;
        }
        setConfirming(true);
      }}
    >
      <h2 id="broadcast-title">{t('broadcast.title')}</h2>
      <p className={ui.hint}>{t('broadcast.intro')}</p>
      <Banner tone={message?.tone ?? 'error'}>{message?.text}</Banner>
      <SelectField
        label={t('broadcast.audience')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as '' | Language)}
      >
        <option value="">{t('broadcast.everyone')}</option>
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t('broadcast.only_language', { language: t(`common.language_names.${lang}`) })}
          </option>
        ))}
      </SelectField>
      <LanguageTexts texts={texts} onChange={setTexts} limits={{ title: 120, body: 2000 }} />
      {confirming ? (
        <fieldset className={styles.confirm}>
          <legend>{t('broadcast.confirm')}</legend>
          <div className={ui.row}>
            <button
              className={`${ui.button} ${ui.danger}`}
              type="button"
              disabled={sending}
              onClick={() => void send()}
            >
              {t('broadcast.send_now')}
            </button>
            <button
              className={`${ui.button} ${ui.secondary}`}
              type="button"
              onClick={() => setConfirming(false)}
            >
              {t('common.cancel')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div>
          <button className={ui.button} type="submit">
            {t('broadcast.send')}
          </button>
        </div>
      )}
    </form>
  );
}

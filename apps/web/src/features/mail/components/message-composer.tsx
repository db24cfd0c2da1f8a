import { cleanMailBody, MAIL_BODY_MAX, sendMailRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button } from '@portal/web-kit/ui';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMessage } from '../api/mail-mutations';
import styles from './mail.module.css';

/** The counter appears this close to the limit. */
export const COUNTER_FROM = MAIL_BODY_MAX - 200;

// Enter sends only where there is a real keyboard; on phones Enter is the newline key.
const hasFinePointer = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** The textarea and send button of a conversation. */
export function MessageComposer({ peerId }: { peerId: number }) {
  const { t } = useTranslation('mail');
  const send = useSendMessage(peerId);
  const form = useApiForm({ schema: sendMailRequestSchema, defaultValues: { body: '' } });
  const text = form.watch('body');
  const hintId = useId();
  const inputId = useId();
  const [isDesktop] = useState(hasFinePointer);
  const canSend = cleanMailBody(text).length > 0 && !send.isPending;

  const submit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await send.mutateAsync(body);
      form.reset();
    } catch (error) {
      form.showError(error, t('conversation.failed'));
    }
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) void submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || !isDesktop || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) void submit();
  };

  return (
    <form className={styles.composer} onSubmit={handleSubmit}>
      <FormBanner banner={form.banner} />
      {form.errorOf('body') && <Alert variant="danger">{form.errorOf('body')}</Alert>}
      <label className="visually-hidden" htmlFor={inputId}>
        {t('composer.label')}
      </label>
      <div className={styles.composerRow}>
        <textarea
          id={inputId}
          className={styles.textarea}
          rows={2}
          maxLength={MAIL_BODY_MAX}
          placeholder={t('composer.placeholder')}
          {...form.register('body')}
          onKeyDown={handleKeyDown}
          aria-describedby={isDesktop ? hintId : undefined}
        />
        <Button type="submit" disabled={!canSend} isBusy={send.isPending}>
          {t('composer.send')}
        </Button>
      </div>
      <div className={styles.composerFooter}>
        {isDesktop && (
          <span id={hintId} className={styles.muted}>
            {t('composer.keys_hint')}
          </span>
        )}
        {text.length >= COUNTER_FROM && (
          <span className={styles.counter} data-testid="mail-counter" aria-live="polite">
            {t('composer.counter', { count: text.length, max: MAIL_BODY_MAX })}
          </span>
        )}
      </div>
    </form>
  );
}

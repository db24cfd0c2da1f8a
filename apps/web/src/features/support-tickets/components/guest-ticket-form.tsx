import type { GuestTicketCreated, GuestTicketRequest } from '@portal/contracts';
import { FormBanner, type LazySchema, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, TextArea, TextField } from '@portal/web-kit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { captchaQueryKey, useCaptcha } from '@/components/captcha/get-captcha';
import formStyles from '@/components/form/form.module.css';
import { FormFields } from '@/components/form/form-fields';
import { kbArticleHref } from '@/config/paths';
import { useTicketArticle } from '../api/get-ticket-article';
import { useOpenGuestTicket } from '../api/open-guest-ticket';
import styles from './tickets.module.css';

// On the prerendered support page: the request's rules load on the form's first focus, like the login form's, so
// the page paints and is adopted without zod.
const guestSchema: LazySchema<GuestTicketRequest, GuestTicketRequest> = {
  load: () => import('@portal/contracts/support-guest').then((module) => module.guestTicketRequestSchema),
};

const emptyForm: GuestTicketRequest = {
  email: '',
  name: '',
  subject: '',
  message: '',
  captcha_id: '',
  captcha: '',
};

function Sent({ ticket, onAnother }: { ticket: GuestTicketCreated; onAnother: () => void }) {
  const { t } = useTranslation('support-tickets');
  // The form and its focused button are gone: focus moves to what replaced them, so it is read out and the next
  // Tab goes on from here.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.stack} ref={ref} tabIndex={-1}>
      <Alert variant="success">{t('guest.sent', { id: ticket.id, email: ticket.email })}</Alert>
      <p className={styles.muted}>{t('guest.sent_hint')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAnother}>
          {t('guest.another')}
        </Button>
      </div>
    </div>
  );
}

/**
 * `?article=<slug>`: "still stuck? write to us" under a knowledge-base article. Read once the page is adopted:
 * the prerendered page has no query, and the render that adopts it must match it.
 */
function useNamedArticle() {
  const [search] = useSearchParams();
  const [slug, setSlug] = useState('');
  useEffect(() => setSlug(search.get('article') ?? ''), [search]);
  return useTicketArticle(slug).data;
}

/**
 * A visitor without an account writes to support (pre-sales, "I cannot log in"): e-mail, name, subject, message
 * and the captcha. The ticket's private link comes by e-mail. A captcha is made only once the visitor starts on
 * the form (its first focus), not for every view of the support page.
 */
export function GuestTicketForm() {
  const { t } = useTranslation(['support-tickets', 'validation', 'errors']);
  const queryClient = useQueryClient();
  const [isStarted, setIsStarted] = useState(false);
  const captcha = useCaptcha(isStarted);
  const open = useOpenGuestTicket();
  const [sent, setSent] = useState<GuestTicketCreated | null>(null);
  // The article the visitor read: named above the form, its title as the subject, and sent with the ticket.
  const article = useNamedArticle();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useApiForm<GuestTicketRequest>({
    schema: guestSchema,
    defaultValues: emptyForm,
    mode: 'onTouched',
  });

  const captchaId = captcha.data?.captcha_id ?? '';
  useEffect(() => form.setValue('captcha_id', captchaId), [captchaId, form]);
  useEffect(() => {
    if (!article) return;
    if (form.getValues('subject') === '') form.setValue('subject', article.title);
    // The visitor came to write: the form, not the top of the support page.
    formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [article, form]);

  const handleFocus = () => {
    form.preload();
    setIsStarted(true);
  };
  const refreshCaptcha = () => {
    form.setValue('captcha', '');
    setIsStarted(true);
    void queryClient.refetchQueries({ queryKey: captchaQueryKey });
  };

  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      setSent(await open.mutateAsync(article ? { ...values, kb_article: article.slug } : values));
      // Another message is still about the article named above the form, so it starts with its title again.
      form.reset(article ? { ...emptyForm, subject: article.title } : emptyForm);
    } catch (error) {
      // Every captcha is single-use: a failed try needs a new picture.
      refreshCaptcha();
      form.showError(error, t('guest.failed'));
    }
  });

  if (sent) {
    return (
      <Sent
        ticket={sent}
        onAnother={() => {
          setSent(null);
          refreshCaptcha();
        }}
      />
    );
  }
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      onFocus={handleFocus}
      noValidate
    >
      <FormFields>
        <FormBanner banner={form.banner} />
        {article && (
          <p className={styles.articleNote}>
            {t('new.article')} <Link to={kbArticleHref(article.slug)}>{article.title}</Link>
          </p>
        )}
        <TextField
          label={t('guest.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.register('email')}
          error={form.errorOf('email')}
        />
        <TextField
          label={t('guest.name')}
          autoComplete="name"
          {...form.register('name')}
          error={form.errorOf('name')}
        />
        <TextField
          label={t('new.subject')}
          autoComplete="off"
          {...form.register('subject')}
          error={form.errorOf('subject')}
        />
        <TextArea
          label={t('new.message')}
          rows={5}
          {...form.register('message')}
          error={form.errorOf('message')}
        />
        <CaptchaField
          image={captcha.data?.image}
          isLoading={captcha.isFetching}
          onRefresh={refreshCaptcha}
          {...form.register('captcha')}
          loadFailed={captcha.isError}
          error={form.errorOf('captcha') ?? form.errorOf('captcha_id')}
        />
        <Button type="submit" isBusy={open.isPending}>
          {t('guest.submit')}
        </Button>
      </FormFields>
    </form>
  );
}

/** The support page's part for visitors: what the form is for, then the form. */
export function GuestTicketSection() {
  const { t } = useTranslation('support-tickets');
  return (
    <section aria-labelledby="guest-ticket-title" className={styles.section}>
      <h2 id="guest-ticket-title" className={styles.pageSectionTitle}>
        {t('guest.title')}
      </h2>
      <p className={styles.muted}>{t('guest.intro')}</p>
      <GuestTicketForm />
    </section>
  );
}

import { TICKET_LIMITS, type TicketRatingRequest, ticketRatingRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextArea } from '@portal/web-kit/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/form/form.module.css';
import { useRateTicket } from '../api/ticket-mutations';
import styles from './tickets.module.css';

const SCORES = [1, 2, 3, 4, 5] as const;

/** After an answer: how well it helped, 1 to 5, and an optional comment. */
export function RatingForm({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('support-tickets');
  const rate = useRateTicket(ticketId);
  const form = useApiForm<TicketRatingRequest>({
    schema: ticketRatingRequestSchema,
    defaultValues: { comment: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      await rate.mutateAsync(values);
    } catch (error) {
      form.showError(error, t('rating.failed'));
    }
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset
            className={styles.stars}
            aria-describedby={form.errorOf('rating') ? 'rating-error' : undefined}
          >
            <legend>{t('rating.question')}</legend>
            {SCORES.map((score) => (
              <label key={score} className={styles.actions}>
                <input
                  type="radio"
                  name={field.name}
                  value={score}
                  checked={field.value === score}
                  onChange={() => field.onChange(score)}
                  onBlur={field.onBlur}
                />
                {t('rating.score', { count: score })}
              </label>
            ))}
          </fieldset>
        )}
      />
      {form.errorOf('rating') && (
        <p id="rating-error" className={styles.muted} role="alert">
          {form.errorOf('rating')}
        </p>
      )}
      <TextArea
        label={t('rating.comment')}
        rows={3}
        maxLength={TICKET_LIMITS.ratingCommentMax}
        {...form.register('comment')}
        error={form.errorOf('comment')}
      />
      <Button type="submit" variant="secondary" isBusy={form.formState.isSubmitting}>
        {t('rating.submit')}
      </Button>
    </form>
  );
}

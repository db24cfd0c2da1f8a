import {
  CANNED_REPLY_PLACEHOLDERS,
  type CannedReply,
  cannedReplyRequestSchema,
  TICKET_DEPARTMENTS,
  TICKET_LIMITS,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Select } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { LanguageTexts, textsFormSchema, textsOf, writtenTexts } from '@/components/language-texts';
import ui from '@/components/ui.module.css';
import { useSaveCannedReply } from './api/canned-replies';

/** The reply as the form holds it: every language present (empty where not written), "" for every department. */
const cannedFormSchema = z.object({
  department: z.union([z.literal(''), z.enum(TICKET_DEPARTMENTS)]),
  texts: textsFormSchema(cannedReplyRequestSchema.shape.texts.shape.uz),
});

/** A canned reply in five languages (uz required, the others fall back to it), for one department or all. */
export function CannedForm({ reply, onDone }: { reply: CannedReply | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCannedReply();
  const form = useApiForm({
    schema: cannedFormSchema,
    defaultValues: { department: reply?.department ?? '', texts: textsOf(reply?.texts) },
  });
  const submit = form.handleSubmit(
    async ({ department, texts }) => {
      form.showBanner(undefined);
      try {
        await save.mutateAsync({
          id: reply?.id ?? null,
          body: { department: department === '' ? null : department, texts: writtenTexts(texts) },
        });
        onDone();
      } catch (error) {
        form.showError(error, t('errors:INTERNAL'));
      }
    },
    () => form.showBanner({ variant: 'danger', text: t('tickets:check_fields') }),
  );
  return (
    <form className={ui.form} noValidate onSubmit={submit}>
      <FormBanner banner={form.banner} />
      <Select
        label={t('tickets:department')}
        error={form.errorOf('department')}
        {...form.register('department')}
      >
        <option value="">{t('tickets:every_department')}</option>
        {TICKET_DEPARTMENTS.map((department) => (
          <option key={department} value={department}>
            {t(`tickets:departments.${department}`)}
          </option>
        ))}
      </Select>
      <p className={ui.hint}>{t('tickets:placeholders', { list: CANNED_REPLY_PLACEHOLDERS.join(', ') })}</p>
      <LanguageTexts
        form={form}
        limits={{ title: 120, body: TICKET_LIMITS.bodyMax }}
        labels={{ title: t('tickets:canned_title'), body: t('tickets:canned_body') }}
        rows={5}
      />
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

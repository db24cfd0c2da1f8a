import { TICKET_ATTACHMENT_TYPES, TICKET_LIMITS } from '@portal/contracts';
import { FilesField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';

const ACCEPT = TICKET_ATTACHMENT_TYPES.join(',');

/** Up to five files with a ticket message (the kit's field, in the portal's words). */
export function AttachmentsField(props: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
}) {
  const { t } = useTranslation(['support-tickets', 'validation']);
  const count = TICKET_LIMITS.attachmentsMax;
  return (
    <FilesField
      {...props}
      accept={ACCEPT}
      maxFiles={count}
      maxBytes={TICKET_LIMITS.attachmentMaxBytes}
      texts={{
        label: t('attachments.label'),
        choose: t('attachments.choose'),
        none: t('attachments.none'),
        hint: t('attachments.hint', { count }),
        tooMany: t('attachments.too_many', { count }),
        tooLarge: t('validation:file_too_large'),
        remove: (name) => t('attachments.remove', { name }),
      }}
    />
  );
}

import { TICKET_ATTACHMENT_TYPES, TICKET_LIMITS } from '@portal/contracts';
import { FilesField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';

const ACCEPT = TICKET_ATTACHMENT_TYPES.join(',');

/** Up to five files with a reply, as customers attach theirs (the kit's field, in the console's words). */
export function ReplyFiles(props: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const count = TICKET_LIMITS.attachmentsMax;
  return (
    <FilesField
      {...props}
      accept={ACCEPT}
      maxFiles={count}
      maxBytes={TICKET_LIMITS.attachmentMaxBytes}
      texts={{
        label: t('tickets:files.label'),
        choose: t('tickets:files.choose'),
        none: t('tickets:files.none'),
        hint: t('tickets:files.hint', { count }),
        tooMany: t('tickets:files.too_many', { count }),
        tooLarge: t('tickets:files.too_large'),
        remove: (name) => t('tickets:files.remove', { name }),
      }}
    />
  );
}

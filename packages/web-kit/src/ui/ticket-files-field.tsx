import { TICKET_ATTACHMENT_TYPES, TICKET_LIMITS } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilesField } from './file-chooser';

const ACCEPT = TICKET_ATTACHMENT_TYPES.join(',');
const MAX_MEGABYTES = TICKET_LIMITS.attachmentMaxBytes / (1024 * 1024);

/** The files a form sends and the field's refusal: `field` goes to TicketFilesField, `clear` after sending. */
export function useTicketFiles() {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  return {
    files,
    error,
    clear: () => setFiles([]),
    field: { files, onChange: setFiles, error, onError: setError },
  };
}

/**
 * The files sent with a ticket message, a customer's in the portal or a staff reply in the console: the types and
 * limits the server keeps (up to five files, 10 MB each), in the app's own words. `texts` names where the app
 * keeps them (`<namespace>:<key>`), each holding label, choose, none, hint, too_many, too_large and remove.
 */
export function TicketFilesField({
  texts,
  ...field
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
  texts: string;
}) {
  const { t } = useTranslation();
  const count = TICKET_LIMITS.attachmentsMax;
  return (
    <FilesField
      {...field}
      accept={ACCEPT}
      maxFiles={count}
      maxBytes={TICKET_LIMITS.attachmentMaxBytes}
      texts={{
        label: t(`${texts}.label`),
        choose: t(`${texts}.choose`),
        none: t(`${texts}.none`),
        hint: t(`${texts}.hint`, { count }),
        tooMany: t(`${texts}.too_many`, { count }),
        tooLarge: t(`${texts}.too_large`, { size: MAX_MEGABYTES }),
        remove: (name) => t(`${texts}.remove`, { name }),
      }}
    />
  );
}

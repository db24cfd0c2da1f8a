import { errorText } from '@portal/web-kit/errors';
import { Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { downloadDocument, saveFile, useDocuments } from '../api/documents';
import styles from './documents.module.css';

/** The PDF of a money history row (a top-up's receipt, a charge's invoice, a refund's credit note) in the interface's language. */
export function EntryDocument({ ledgerEntryId }: { ledgerEntryId: number }) {
  const { t } = useTranslation(['documents', 'errors']);
  const documents = useDocuments();
  const [failure, setFailure] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const document = documents.data?.find((candidate) => candidate.ledger_entry_id === ledgerEntryId);
  if (!document) return null;

  const handleDownload = async () => {
    setFailure(undefined);
    setIsBusy(true);
    try {
      saveFile(await downloadDocument(document.id, currentLanguage()), `${document.number}.pdf`);
    } catch (error) {
      setFailure(errorText(t, error, t('list.download_failed')));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <span className={styles.entryAction}>
      <Button type="button" variant="secondary" onClick={() => void handleDownload()} isBusy={isBusy}>
        {t('list.download')}
        <span className="visually-hidden">
          {' '}
          {t(`kind.${document.kind}`)} № {document.number}
        </span>
      </Button>
      {failure && (
        <span role="alert" className={styles.meta}>
          {failure}
        </span>
      )}
    </span>
  );
}

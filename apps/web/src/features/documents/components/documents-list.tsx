import { LANGUAGES, type Language, type MoneyDocument } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { type Banner, FormBanner } from '@portal/web-kit/form';
import { Alert, Button, Card, Select } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import entryList from '@/components/ui/entry-list.module.css';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { LANGUAGE_NAMES } from '@/lib/language-names';
import { downloadDocument, saveFile, useDocuments } from '../api/documents';
import styles from './documents.module.css';

type ListProps = { pdfLanguage: Language; onPdfLanguageChange: (language: Language) => void };
const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Every receipt, invoice, statement, act and credit note, each downloadable as PDF in the language chosen. */
export function DocumentsList({ pdfLanguage, onPdfLanguageChange }: ListProps) {
  const { t } = useTranslation(['documents', 'common', 'errors']);
  const documents = useDocuments();
  const [banner, setBanner] = useState<Banner>();
  const [downloading, setDownloading] = useState<number | null>(null);

  const handleDownload = async (document: MoneyDocument) => {
    setBanner(undefined);
    setDownloading(document.id);
    try {
      saveFile(await downloadDocument(document.id, pdfLanguage), `${document.number}.pdf`);
    } catch (error) {
      setBanner({ variant: 'danger', text: errorText(t, error, t('list.download_failed')) });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card
      as="section"
      className={styles.card}
      aria-labelledby="documents-list"
      aria-busy={documents.isPending}
    >
      <h2 id="documents-list" className={styles.heading}>
        {t('list.title')}
      </h2>
      {/* The documents' language, not the interface's: an accountant may file them in another. */}
      <Select
        label={t('list.language')}
        hint={t('list.language_hint')}
        value={pdfLanguage}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onPdfLanguageChange(event.target.value);
        }}
        options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        className={styles.language}
      />
      <FormBanner banner={banner} />
      {documents.isPending ? (
        <Spinner label={t('common:loading')} isLabelShown />
      ) : documents.isError ? (
        <Alert variant="danger">{t('list.load_failed')}</Alert>
      ) : documents.data.length === 0 ? (
        <p className={styles.text}>{t('list.empty')}</p>
      ) : (
        <ul className={entryList.list}>
          {documents.data.map((document) => (
            <DocumentEntry
              key={document.id}
              document={document}
              isDownloading={downloading === document.id}
              onDownload={() => void handleDownload(document)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

type EntryProps = { document: MoneyDocument; isDownloading: boolean; onDownload: () => void };

function DocumentEntry({ document, isDownloading, onDownload }: EntryProps) {
  const { t } = useTranslation('documents');
  const lang = currentLanguage();
  const title = t(`kind.${document.kind}`);
  return (
    <li className={entryList.entry}>
      <div className={entryList.details}>
        <span className={styles.title}>
          {title} № {document.number}
        </span>
        <span className={styles.meta}>
          {document.period
            ? t('list.period', { period: document.period })
            : formatDate(document.issued_at, lang)}
          {document.amount !== null && ` · ${t('list.som', { amount: formatSom(document.amount, lang) })}`}
        </span>
      </div>
      <Button type="button" variant="secondary" onClick={onDownload} isBusy={isDownloading}>
        {t('list.download')}
        <span className="visually-hidden">
          {' '}
          {title} № {document.number}
        </span>
      </Button>
    </li>
  );
}

import { adminBankPaths, adminPath, type MoneyDocument } from '@portal/contracts';
import { Button, Card, DateField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatDateTime, formatSom, tashkentToday } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { openStaffFile } from '@/lib/staff-file';
import { useCustomerDocuments } from './api/get-customer-documents';
import styles from './customers.module.css';

/** The first day of this year in Tashkent: a reconciliation act usually covers the year so far. */
const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;

/**
 * The customer's receipts, invoices, statements and acts, and a reconciliation act for any period: what a
 * company's accountant asks billing for. Every PDF staff open is recorded in the audit log by the server.
 */
export function CustomerDocuments({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const documents = useCustomerDocuments(customerId);
  const today = tashkentToday();
  const [period, setPeriod] = useState({ from: yearStart(today), to: today });
  const [failure, setFailure] = useState<string | null>(null);

  const open = async (url: string) => {
    setFailure(null);
    if (!(await openStaffFile(url))) setFailure(t('common:load_failed'));
  };
  const pdfOf = (document: MoneyDocument) =>
    adminPath(adminBankPaths.customerDocumentPdf, customerId).replace(':document_id', String(document.id));
  const reconciliation = `${adminPath(adminBankPaths.customerReconciliation, customerId)}?${new URLSearchParams(period)}`;

  return (
    <Card as="section" className={ui.stack} aria-labelledby="documents-title">
      <h2 id="documents-title">{t('customers:documents_title')}</h2>
      <p className={ui.hint}>{t('customers:documents_hint')}</p>
      <Banner tone="error">{failure ?? (documents.isError ? loadFailure(documents.error, t) : null)}</Banner>
      {documents.data?.length === 0 && <p className={ui.empty}>{t('customers:documents_none')}</p>}
      {documents.data && documents.data.length > 0 && (
        <ul className={styles.notes}>
          {documents.data.map((document) => (
            <li key={document.id} className={styles.row}>
              <span>
                {t(`customers:document_kinds.${document.kind}`)} {document.number} ·{' '}
                {document.period ?? formatDateTime(document.issued_at)}
                {document.amount !== null &&
                  ` · ${t('common:som', { amount: formatSom(document.amount, currentLanguage()) })}`}
              </span>
              <Button
                variant="secondary"
                type="button"
                aria-label={t('customers:document_open', { number: document.number })}
                onClick={() => void open(pdfOf(document))}
              >
                PDF
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('customers:reconciliation_title')}</h3>
      <div className={ui.filters}>
        <DateField
          label={t('audit:from')}
          value={period.from}
          onChange={(from) => setPeriod({ ...period, from })}
        />
        <DateField label={t('audit:to')} value={period.to} onChange={(to) => setPeriod({ ...period, to })} />
        <Button variant="secondary" type="button" onClick={() => void open(reconciliation)}>
          {t('customers:reconciliation_download')}
        </Button>
      </div>
    </Card>
  );
}

import type { Language } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { BankInvoiceForm } from '@/features/documents/components/bank-invoice-form';
import styles from '@/features/documents/components/documents.module.css';
import { DocumentsList } from '@/features/documents/components/documents-list';
import { ReconciliationForm } from '@/features/documents/components/reconciliation-form';
import { todayForDateInput } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation('common');
  const today = useMemo(todayForDateInput, []);
  // Every PDF of this screen in one language, the interface's until the customer chooses another.
  const [pdfLanguage, setPdfLanguage] = useState<Language>(currentLanguage);
  return (
    <Page title={t('routes.documents')} backTo={paths.profile.path}>
      <div className={styles.screen}>
        <DocumentsList pdfLanguage={pdfLanguage} onPdfLanguageChange={setPdfLanguage} />
        <BankInvoiceForm pdfLanguage={pdfLanguage} />
        <ReconciliationForm today={today} pdfLanguage={pdfLanguage} />
      </div>
    </Page>
  );
}

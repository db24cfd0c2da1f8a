import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { BankInvoiceForm } from '@/features/documents/components/bank-invoice-form';
import styles from '@/features/documents/components/documents.module.css';
import { DocumentsList } from '@/features/documents/components/documents-list';
import { ReconciliationForm } from '@/features/documents/components/reconciliation-form';
import { todayForDateInput } from '@/lib/format';

export function Component() {
  const { t } = useTranslation('common');
  const today = useMemo(todayForDateInput, []);
  return (
    <Page title={t('routes.documents')} backTo={paths.profile.path}>
      <div className={styles.screen}>
        <DocumentsList />
        <BankInvoiceForm />
        <ReconciliationForm today={today} />
      </div>
    </Page>
  );
}

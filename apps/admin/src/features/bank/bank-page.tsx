import type { BankStatementLine, StaffMe } from '@portal/contracts';
import { can } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { loadFailure } from '@/lib/load-failure';
import { useUnmatchedLines } from './api/bank';
import { BankPaymentForm } from './bank-payment-form';
import { LineActions } from './line-actions';
import { StatementLines } from './statement-lines';
import { StatementUpload } from './statement-upload';

/** Companies' bank transfers: one by hand, a statement at once (preview, confirm), and what matched nothing. */
export function BankPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const unmatched = useUnmatchedLines();
  const mayRecord = can(me.role, 'money.adjust');
  const [handling, setHandling] = useState<BankStatementLine | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const handle = (line: BankStatementLine) => {
    setDone(null);
    setHandling(line);
  };
  return (
    <section className={ui.stack}>
      <h1>{t('bank:title')}</h1>
      <p className={ui.hint}>{t('bank:intro')}</p>
      {mayRecord && <BankPaymentForm />}
      {mayRecord && <StatementUpload />}
      <section className={ui.stack} aria-labelledby="bank-unmatched-title">
        <h2 id="bank-unmatched-title">{t('bank:unmatched_title')}</h2>
        <p className={ui.hint}>{t('bank:unmatched_hint')}</p>
        <Banner tone="error">{unmatched.isError ? loadFailure(unmatched.error, t) : null}</Banner>
        {!unmatched.data && !unmatched.isError && <p role="status">{t('common:loading')}</p>}
        <Banner tone="success">{done}</Banner>
        {unmatched.data && (
          <StatementLines
            caption={t('bank:unmatched_title')}
            lines={unmatched.data}
            onHandle={mayRecord ? handle : undefined}
          />
        )}
        {handling && (
          <LineActions
            key={handling.id}
            line={handling}
            onClose={() => setHandling(null)}
            onDone={(text) => {
              setHandling(null);
              setDone(text);
            }}
          />
        )}
      </section>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { MoneyHistory } from '@/features/balance/components/money-history';
import { EntryDocument } from '@/features/documents/components/entry-document';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.moneyHistory')} backTo={paths.profile.path}>
      <MoneyHistory entryAction={(entry) => <EntryDocument ledgerEntryId={entry.id} />} />
    </Page>
  );
}

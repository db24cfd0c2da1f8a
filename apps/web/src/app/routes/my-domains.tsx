import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

// Spec §2: a no-domains message, a buy-domain link to /domen, and the back link to /profile.
export function Component() {
  const { t } = useTranslation(['common', 'account']);
  return (
    <Page title={t('routes.myDomains')} backTo={paths.profile.path}>
      <Card>
        <p>{t('account:my_domains.empty')}</p>
        <LinkButton to={paths.domains.path} isBlock>
          {t('account:my_domains.buy')}
        </LinkButton>
      </Card>
    </Page>
  );
}

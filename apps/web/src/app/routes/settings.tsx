import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { SavedCards } from '@/features/balance/components/cards/saved-cards';
import { ContentStack } from '@/features/content/components/content-stack';
import { MyDataLink } from '@/features/my-data/components/my-data-link';
import { AccountContacts } from '@/features/security/components/account-contacts';
import { AdvantagesList } from '@/features/settings/components/advantages-list';
import { LanguageChoice } from '@/features/settings/components/language-choice';
import { ThemeChoice } from '@/features/settings/components/theme-choice';
import { TeamLink } from '@/features/team/components/team-link';
import { WebhooksLink } from '@/features/webhooks/components/webhooks-link';
import { useIsLoggedIn } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('settings');
  const isLoggedIn = useIsLoggedIn();
  return (
    <Page title={t('title')}>
      <ContentStack>
        <AccountContacts />
        <LanguageChoice />
        <ThemeChoice />
        {isLoggedIn && <SavedCards />}
        {isLoggedIn && <TeamLink />}
        {isLoggedIn && <WebhooksLink />}
        {isLoggedIn && <MyDataLink />}
        <AdvantagesList />
      </ContentStack>
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ContentStack } from '@/features/content/components/content-stack';
import { AccountContacts } from '@/features/security/components/account-contacts';
import { AdvantagesList } from '@/features/settings/components/advantages-list';
import { LanguageChoice } from '@/features/settings/components/language-choice';
import { ThemeChoice } from '@/features/settings/components/theme-choice';

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <Page title={t('title')}>
      <ContentStack>
        <AccountContacts />
        <LanguageChoice />
        <ThemeChoice />
        <AdvantagesList />
      </ContentStack>
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { Conversation, useConversationTitle } from '@/features/mail/components/conversation';
import { parseUserId } from '@/features/mail/components/user-search';

function ConversationPage({ peerId }: { peerId: number }) {
  const { t } = useTranslation('common');
  const title = useConversationTitle(peerId);
  return (
    <Page title={title ?? t('routes.mail')} backTo={paths.mail.path}>
      <Conversation peerId={peerId} />
    </Page>
  );
}

export function Component() {
  const { t } = useTranslation(['common', 'mail']);
  const peerId = parseUserId(useParams().peerId ?? '');
  if (peerId === null) {
    return (
      <Page title={t('routes.mail')} backTo={paths.mail.path}>
        <Alert variant="info">{t('mail:conversation.not_found')}</Alert>
      </Page>
    );
  }
  return <ConversationPage peerId={peerId} />;
}

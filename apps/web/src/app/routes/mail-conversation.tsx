import { customerIdSchema } from '@portal/contracts';
import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { Conversation, useConversationTitle } from '@/features/mail/components/conversation';

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
  // The same contract as the server's: plain digits within the id range, else "not found".
  const peerId = customerIdSchema.safeParse(useParams().peerId ?? '').data ?? null;
  if (peerId === null) {
    return (
      <Page title={t('routes.mail')} backTo={paths.mail.path}>
        <Alert variant="info">{t('mail:conversation.not_found')}</Alert>
      </Page>
    );
  }
  return <ConversationPage peerId={peerId} />;
}

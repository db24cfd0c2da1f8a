import { isNotFound as isNotFoundError } from '@portal/web-kit/api';
import { Alert, Button } from '@portal/web-kit/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversation } from '../api/get-conversation';
import { Avatar } from './avatar';
import { BlockMenu } from './block-menu';
import styles from './mail.module.css';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/** The name a conversation page is titled with: the peer, or "Saved messages" for one's own id. */
export function useConversationTitle(peerId: number): string | undefined {
  const { t } = useTranslation('mail');
  const peer = useConversation(peerId).data?.pages[0]?.peer;
  if (!peer) return undefined;
  return peer.is_self ? t('conversation.saved_title') : peer.display_name;
}

/** One conversation as a chat: bubbles, "load earlier", block menu and the composer. */
export function Conversation({ peerId }: { peerId: number }) {
  const { t } = useTranslation('mail');
  const query = useConversation(peerId);
  const endRef = useRef<HTMLDivElement>(null);
  const pages = query.data?.pages;
  const peer = pages?.[0]?.peer;
  // Pages come newest first, each newest first; the chat reads oldest to newest.
  const messages = useMemo(() => (pages ?? []).flatMap((page) => page.messages).reverse(), [pages]);
  const newestId = messages.at(-1)?.id;

  // Follow the newest message (not when older pages are loaded above).
  useEffect(() => {
    if (newestId !== undefined) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  if (query.isPending) return <p className={styles.muted} aria-busy="true" />;
  if (query.isError || !peer) {
    const isNotFound = isNotFoundError(query.error);
    return (
      <Alert variant={isNotFound ? 'info' : 'danger'}>
        {t(isNotFound ? 'conversation.not_found' : 'conversation.failed')}
      </Alert>
    );
  }

  const isBlocked = peer.blocked_by_me || peer.blocked_me;
  return (
    <div className={styles.conversation}>
      <div className={styles.peerBar}>
        <Avatar name={peer.display_name} isSaved={peer.is_self} />
        <div className={styles.grow}>
          <p className={styles.name}>{peer.is_self ? t('conversation.saved_title') : peer.display_name}</p>
          {!peer.is_self && <p className={styles.muted}>{t('conversation.peer_id', { id: peer.id })}</p>}
        </div>
        {!peer.is_self && <BlockMenu peer={peer} />}
      </div>

      {query.hasNextPage && (
        <Button variant="secondary" isBusy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          {t('conversation.load_earlier')}
        </Button>
      )}
      {messages.length === 0 ? (
        <Alert variant="info">{t(peer.is_self ? 'conversation.empty_saved' : 'conversation.empty')}</Alert>
      ) : (
        <MessageList messages={messages} />
      )}
      <div ref={endRef} />

      {isBlocked ? (
        <Alert variant="warning">{t(peer.blocked_by_me ? 'block.blocked_by_me' : 'block.blocked_me')}</Alert>
      ) : (
        <MessageComposer peerId={peer.id} />
      )}
    </div>
  );
}

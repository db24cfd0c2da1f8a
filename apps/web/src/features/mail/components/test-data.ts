import type { MailContact, MailConversation, MailMessage, MailUser } from '@portal/contracts';

export const peerFixture = (overrides: Partial<MailUser> = {}): MailUser => ({
  id: 7,
  display_name: 'Bobur T.',
  is_self: false,
  blocked_by_me: false,
  blocked_me: false,
  ...overrides,
});

export const messageFixture = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  id: 1,
  sender_id: 7,
  recipient_id: 42,
  body: 'Salom!',
  created_at: '2026-05-01T05:00:00.000Z',
  read_at: null,
  is_mine: false,
  ...overrides,
});

export const conversationFixture = (overrides: Partial<MailConversation> = {}): MailConversation => ({
  peer: peerFixture(),
  messages: [],
  has_more: false,
  ...overrides,
});

export const contactFixture = (overrides: Partial<MailContact> = {}): MailContact => ({
  user: peerFixture(),
  last_message: { id: 3, preview: 'Qalaysiz?', created_at: '2026-05-01T05:00:00.000Z', is_mine: false },
  unread_count: 2,
  ...overrides,
});

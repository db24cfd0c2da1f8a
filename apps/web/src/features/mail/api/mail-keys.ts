// Query keys of the mail feature; every mutation invalidates the whole ['mail'] tree it changes.
export const mailQueryKeys = {
  all: ['mail'] as const,
  user: (id: number) => ['mail', 'user', id] as const,
  contacts: ['mail', 'contacts'] as const,
  conversation: (peerId: number) => ['mail', 'conversation', peerId] as const,
  unreadCount: ['mail', 'unread-count'] as const,
};

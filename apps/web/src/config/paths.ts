// Every route of docs/product/overview.md, once. The router and every link use these.

export type Access = 'public' | 'guest' | 'private';

export const paths = {
  home: { path: '/', access: 'public' },
  order: { path: '/order', access: 'public' },
  domains: { path: '/domen', access: 'public' },
  news: { path: '/news', access: 'public' },
  newsItem: { path: '/news/:id', access: 'public' },
  info: { path: '/info', access: 'public' },
  kb: { path: '/info/kb', access: 'public' },
  kbArticle: { path: '/info/kb/:slug', access: 'public' },
  rules: { path: '/rules', access: 'public' },
  payments: { path: '/payments', access: 'public' },
  settings: { path: '/settings', access: 'public' },
  verifyEmail: { path: '/verify-email', access: 'public' },
  /** Where the operator console sends staff to view the portal as a customer (the token is in the fragment). */
  supportSession: { path: '/support-session', access: 'public' },
  /** A visitor's ticket, opened through the e-mailed private link (the token is in the fragment). */
  supportGuest: { path: '/support/guest', access: 'public' },
  /** The link mailed to a customer when a ticket came in their name without proof (the token is in the fragment). */
  supportConfirm: { path: '/support/confirm', access: 'public' },
  /** An invitation to another's account, from its e-mail (the token is in the fragment). */
  teamAccept: { path: '/team/accept', access: 'public' },

  registration: { path: '/registration', access: 'guest' },
  login: { path: '/login', access: 'guest' },
  forgotPassword: { path: '/forgot-password', access: 'guest' },

  // docs/decisions/0021-open-points-of-the-original.md: /email-verification is for logged-in users.
  emailVerification: { path: '/email-verification', access: 'private' },
  mail: { path: '/mail', access: 'private' },
  mailConversation: { path: '/mail/:peerId', access: 'private' },
  notifications: { path: '/user/:name', access: 'private' },
  myOrders: { path: '/my_orders', access: 'private' },
  /** One order's home: its sites, certificates and DNS records (`?tab=`, `&zone=`). */
  orderHome: { path: '/my_orders/:id', access: 'private' },
  profile: { path: '/profile', access: 'private' },
  pay: { path: '/pay', access: 'private' },
  payConfirmation: { path: '/pay/confirmation', access: 'private' },
  myDomains: { path: '/domen/mydomen', access: 'private' },
  domainDetail: { path: '/domen/mydomen/:id', access: 'private' },
  domainOrder: { path: '/domen/order', access: 'private' },
  domainTransfer: { path: '/domen/transfer', access: 'private' },
  authHistory: { path: '/user/listauth', access: 'private' },
  logout: { path: '/user/exit', access: 'private' },
  moneyHistory: { path: '/user/moneyhistory', access: 'private' },
  documents: { path: '/user/documents', access: 'private' },
  payer: { path: '/user/payer', access: 'private' },
  promoCodes: { path: '/user/promo-code/list', access: 'private' },
  referrals: { path: '/user/refereal', access: 'private' },
  telegram: { path: '/user/tg', access: 'private' },
  profileRecords: { path: '/profayl/my_profayl', access: 'private' },
  newProfileRecord: { path: '/profayl/new', access: 'private' },
  editLogin: { path: '/user/editlogin', access: 'private' },
  changePassword: { path: '/user/sett', access: 'private' },
  twoFactor: { path: '/user/2fa', access: 'private' },
  passkeys: { path: '/user/passkeys', access: 'private' },
  /** The owner's personal API keys. */
  apiKeys: { path: '/user/api-keys', access: 'private' },
  myData: { path: '/user/data', access: 'private' },
  changeEmail: { path: '/user/email', access: 'private' },
  changePhone: { path: '/user/tell', access: 'private' },
  personalInfo: { path: '/user/personal', access: 'private' },
  /** The owner's team: members, invitations, activity. */
  team: { path: '/team', access: 'private' },
  /** The owner's webhooks: endpoints, their deliveries, how to check a signature. */
  webhooks: { path: '/webhooks', access: 'private' },
  serverTariffs: { path: '/orders/product/infohosting/:id', access: 'private' },
  changePackage: { path: '/change-package', access: 'private' },
  extendPackage: { path: '/extend-package', access: 'private' },
  supportTickets: { path: '/support/tickets', access: 'private' },
  newSupportTicket: { path: '/support/tickets/new', access: 'private' },
  supportTicket: { path: '/support/tickets/:id', access: 'private' },
} as const satisfies Record<string, { path: string; access: Access }>;

export type RouteName = keyof typeof paths;

/** The /user/{name} notifications link uses the username, or the user id when none is set. */
export const notificationsHref = (name: string | number) => `/user/${encodeURIComponent(String(name))}`;
/** A conversation with a customer by user id; one's own id opens the saved messages. */
export const mailConversationHref = (peerId: number) => `/mail/${peerId}`;
export const newsItemHref = (id: number) => `/news/${id}`;
/**
 * Addresses people type by guess, each sent on to the page that answers it: "/support" is where customers look
 * for help, but the support page is /info. Only the bare address moves; the pages under /support stay. The server
 * knows them as routes (it serves the app, not its 404 page), and the router redirects.
 */
export const redirects: Record<string, string> = { '/support': paths.info.path };

export const kbArticleHref = (slug: string) => `/info/kb/${encodeURIComponent(slug)}`;
export const serverTariffsHref = (serverId: number) => `/orders/product/infohosting/${serverId}`;
/** /pay/confirmation carries the chosen tariff (and its server, to read the tariff card) in the query. */
export const payConfirmationHref = (tariffId: number, serverId: number) =>
  `/pay/confirmation?${new URLSearchParams({ tariff_id: String(tariffId), server_id: String(serverId) })}`;
/** /change-package and /extend-package act on one order, named in the query. */
export const changePackageHref = (orderId: number) => `/change-package?order_id=${orderId}`;
export const extendPackageHref = (orderId: number) => `/extend-package?order_id=${orderId}`;
/** A domain search (`?q=`) kept in the address, so back and reload show the same results. */
export const domainSearchHref = (query: string) =>
  query ? `/domen?${new URLSearchParams({ q: query })}` : '/domen';
/** /domen/order carries the name to buy. */
export const domainOrderHref = (name: string) => `/domen/order?${new URLSearchParams({ name })}`;
/** An order's home, at one of its areas (and for DNS one zone). */
export const orderHomeHref = (
  orderId: number,
  area?: 'sites' | 'ssl' | 'dns' | 'mail' | 'databases' | 'ftp' | 'cron',
  zone?: string,
) => {
  const query = new URLSearchParams({ ...(area && { tab: area }), ...(zone && { zone }) }).toString();
  return `/my_orders/${orderId}${query ? `?${query}` : ''}`;
};
export const domainDetailHref = (id: number) => `/domen/mydomen/${id}`;
export const supportTicketHref = (id: number) => `/support/tickets/${id}`;
/** /support/tickets/new may name the service the ticket is about: `?order=<id>` or `?domain=<id>`. */
export const newSupportTicketHref = (service?: { kind: 'order' | 'domain'; id: number }) =>
  service ? `/support/tickets/new?${service.kind}=${service.id}` : '/support/tickets/new';
/** /support/tickets/new naming the knowledge-base article read before writing (`?article=<slug>`). */
export const newSupportTicketAboutArticleHref = (slug: string) =>
  `/support/tickets/new?${new URLSearchParams({ article: slug })}`;
/** The support page's guest form, for a visitor without an account, naming the article read (`?article=<slug>`). */
export const guestTicketAboutArticleHref = (slug: string) =>
  `${paths.info.path}?${new URLSearchParams({ article: slug })}`;
/** /support/tickets/new with the department and the subject filled in (`?department=billing&subject=…`). */
export const newSupportTicketAboutHref = (topic: { department: string; subject: string }) =>
  `/support/tickets/new?${new URLSearchParams(topic)}`;

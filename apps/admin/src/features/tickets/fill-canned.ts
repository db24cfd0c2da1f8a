import { type AdminTicketDetail, type CannedReply, LANGUAGES, type Language } from '@portal/contracts';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * A canned reply as it goes to this ticket's customer: in their language (Uzbek where that one is not written),
 * with the placeholders filled here, as the contract says the console does: {customer_name}, and {order} and
 * {domain} from the service the ticket is about, else the customer's first such service.
 */
export function fillCanned(reply: CannedReply, ticket: AdminTicketDetail): string {
  const customer = ticket.customer;
  const language = customer && isLanguage(customer.language) ? customer.language : 'uz';
  const text = reply.texts[language] ?? reply.texts.uz;
  if (!text) return '';
  const service = (kind: 'order' | 'domain') =>
    ticket.service?.kind === kind
      ? ticket.service.label
      : (customer?.services.find((item) => item.kind === kind)?.label ?? '');
  return text.body
    .replaceAll('{customer_name}', customer?.name ?? ticket.customer_name)
    .replaceAll('{order}', service('order'))
    .replaceAll('{domain}', service('domain'));
}

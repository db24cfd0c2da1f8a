import { KB_SLUG_PATTERN, TICKET_DEPARTMENTS, TICKET_LIMITS, type TicketService } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useDomains } from '@/features/domains/api/get-domains';
import { useOrders } from '@/features/hosting/api/get-orders';
import { useKbArticle } from '@/features/knowledge-base/api/get-kb-article';
import { NewTicketForm, type ServiceChoice } from '@/features/support-tickets/components/new-ticket-form';

const idIn = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** `?department=<one of ours>&subject=…` fills those two fields; anything else in them is ignored. */
function topicIn(search: URLSearchParams) {
  const department = TICKET_DEPARTMENTS.find((known) => known === search.get('department'));
  const subject = (search.get('subject') ?? '').trim().slice(0, TICKET_LIMITS.subjectMax);
  return department ? { department, subject } : undefined;
}

/**
 * /support/tickets/new; `?order=<id>` or `?domain=<id>` (the "ask about this" links) chooses the service,
 * `?department=&subject=` the topic (the balance refund link of the account deletion), `?article=<slug>` the
 * knowledge-base article the customer read before writing.
 */
export function Component() {
  const { t } = useTranslation('support-tickets');
  const [search] = useSearchParams();
  const orders = useOrders();
  const domains = useDomains();
  // "Still stuck? Write to us" under an article: the ticket names it (the API keeps it only while published).
  const articleSlug = KB_SLUG_PATTERN.test(search.get('article') ?? '') ? (search.get('article') ?? '') : '';
  const article = useKbArticle(articleSlug, { enabled: articleSlug !== '' });
  const services: ServiceChoice[] = [
    ...(orders.data?.orders ?? []).map((order) => ({
      kind: 'order' as const,
      id: order.id,
      label: t('new.service_order', { id: order.id, tariff: order.tariff.name }),
    })),
    ...(domains.data?.domains ?? []).map((domain) => ({
      kind: 'domain' as const,
      id: domain.id,
      label: t('new.service_domain', { name: domain.display_name }),
    })),
  ];
  const orderId = idIn(search.get('order'));
  const domainId = idIn(search.get('domain'));
  const initialService: TicketService | undefined = orderId
    ? { kind: 'order', id: orderId }
    : domainId
      ? { kind: 'domain', id: domainId }
      : undefined;
  // The form starts once both lists answered, so a preselected service is among the choices.
  const isLoading = orders.isPending || domains.isPending || (articleSlug !== '' && article.isPending);
  return (
    <Page title={t('titles.new')} backTo={paths.supportTickets.path}>
      {isLoading ? (
        <p aria-busy="true" />
      ) : (
        <NewTicketForm
          services={services}
          initialService={initialService}
          initialTopic={topicIn(search)}
          article={article.data ? { slug: article.data.slug, title: article.data.title } : undefined}
        />
      )}
    </Page>
  );
}

import { orderQueryKey } from './get-order';

// Under the order's own key: an `order` live event (suspended, renewed) refreshes what may be changed too, and
// a write invalidates the order's areas at once (a new site brings its zone, a deleted one takes it away).
export const sitesQueryKey = (orderId: number) => [...orderQueryKey(orderId), 'sites'] as const;
export const dnsZonesQueryKey = (orderId: number) => [...orderQueryKey(orderId), 'dns'] as const;
export const dnsRecordsQueryKey = (orderId: number, zone: string) =>
  [...dnsZonesQueryKey(orderId), zone] as const;
export { orderQueryKey as orderAreasQueryKey };

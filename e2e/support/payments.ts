import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * A Payme top-up of `amount` som paid without a browser, for journeys whose point comes after the money: the
 * invoice as the /pay screen asks for it, then the simulator's checkout form posted as its Pay button does; the
 * simulator runs Payme's calls to the portal before it answers. The screens of a top-up are payments.spec.ts's.
 */
export async function topUpThroughPayme(request: APIRequestContext, token: string, amount: number) {
  const authorization = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/client/user/payment/merchant/create-invoice', {
    headers: authorization,
    data: { merchant: 'payme', amount },
  });
  expect(created.status(), await created.text()).toBe(200);
  const invoice = (await created.json()).data as { invoice_id: number; payment_url: string };
  // The checkout page's address is the simulator's origin and the encoded checkout, which its forms post.
  const checkout = new URL(invoice.payment_url);
  const paid = await request.post(new URL('/__sim/checkout/pay', checkout).href, {
    form: { checkout: decodeURIComponent(checkout.pathname.slice(1)) },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
  const after = await request.get(`/api/client/user/payment/invoices/${invoice.invoice_id}`, {
    headers: authorization,
  });
  expect(((await after.json()) as { data: { status: string } }).data.status).toBe('paid');
}

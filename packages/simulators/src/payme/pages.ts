import { escapeHtml, renderPage } from '../shared/html.js';
import type { CheckoutLang } from '../shared/lang.js';
import { formatTiyinAsSom } from '../shared/money.js';
import type { PaymeCheckout } from './checkout-url.js';
import { PAYME_TEXTS } from './texts.js';
import type { PaymeFailure, PaymeFlowResult } from './types.js';

export const PAY_PATH = '/__sim/checkout/pay';
export const CANCEL_PATH = '/__sim/checkout/cancel';

function actionForm(path: string, encoded: string, label: string, className: string, testId: string): string {
  return `<form method="post" action="${path}">
<input type="hidden" name="checkout" value="${escapeHtml(encoded)}">
<button type="submit" class="${className}" data-testid="${testId}">${escapeHtml(label)}</button>
</form>`;
}

export function renderCheckoutPage(checkout: PaymeCheckout, encoded: string): string {
  const texts = PAYME_TEXTS[checkout.lang];
  const accountRows = Object.entries(checkout.account)
    .map(([field, value]) => {
      const label = field === 'invoice_id' ? texts.invoice : field;
      return `<dt>${escapeHtml(label)}</dt><dd data-testid="payme-account-${escapeHtml(field)}">${escapeHtml(value)}</dd>`;
    })
    .join('\n');
  return renderPage(
    checkout.lang,
    texts.title,
    `<dl>
<dt>${escapeHtml(texts.merchant)}</dt><dd data-testid="payme-merchant">${escapeHtml(checkout.merchantId)}</dd>
${accountRows}
<dt>${escapeHtml(texts.amount)}</dt><dd class="amount" data-testid="payme-amount">${formatTiyinAsSom(checkout.amountTiyin)} ${escapeHtml(texts.currency)}</dd>
</dl>
<div class="actions">
${actionForm(PAY_PATH, encoded, texts.pay, 'primary', 'payme-pay')}
${actionForm(CANCEL_PATH, encoded, texts.cancel, 'secondary', 'payme-cancel')}
</div>
<p class="note">${escapeHtml(texts.simulatorNote)}</p>`,
  );
}

function failureMessage(failure: PaymeFailure, lang: CheckoutLang): string {
  if (typeof failure.message === 'string') return failure.message;
  return failure.message[lang] ?? failure.message.ru ?? Object.values(failure.message)[0] ?? '';
}

function backLink(url: string | undefined, label: string): string {
  return url ? `<p><a href="${escapeHtml(url)}" data-testid="payme-back">${escapeHtml(label)}</a></p>` : '';
}

export function renderResultPage(result: PaymeFlowResult): string {
  const { lang, returnUrl } = result.checkout;
  const texts = PAYME_TEXTS[lang];
  if (result.outcome !== 'failed' || result.failure === undefined) {
    const message = result.outcome === 'paid' ? texts.paid : texts.cancelled;
    return renderPage(
      lang,
      texts.title,
      `<p data-testid="payme-result">${escapeHtml(message)}</p>${backLink(returnUrl, texts.back)}`,
    );
  }
  const code = result.failure.code === null ? '—' : String(result.failure.code);
  return renderPage(
    lang,
    texts.failed,
    `<dl>
<dt>${escapeHtml(texts.errorCode)}</dt><dd class="error" data-testid="payme-error-code">${escapeHtml(code)}</dd>
<dt>${escapeHtml(texts.method)}</dt><dd>${escapeHtml(result.failedMethod ?? '')}</dd>
</dl>
<p class="error" data-testid="payme-error-message">${escapeHtml(failureMessage(result.failure, lang))}</p>
${backLink(returnUrl, texts.back)}`,
  );
}

export function renderBadLinkPage(lang: CheckoutLang, reason: string): string {
  const texts = PAYME_TEXTS[lang];
  return renderPage(
    lang,
    texts.badLink,
    `<p class="error" data-testid="payme-bad-link">${escapeHtml(reason)}</p>`,
  );
}

import { escapeHtml, renderPage } from '../shared/html.js';
import type { CheckoutLang } from '../shared/lang.js';
import { formatTiyinAsSom, somTextToTiyin } from '../shared/money.js';
import { CLICK_TEXTS } from './texts.js';
import type { ClickFlowResult, ClickPayment } from './types.js';

export const PAY_PAGE_PATH = '/services/pay';

function decisionForm(query: string, decision: 'pay' | 'fail', label: string, className: string): string {
  return `<form method="post" action="${PAY_PAGE_PATH}?${escapeHtml(query)}">
<input type="hidden" name="decision" value="${decision}">
<button type="submit" class="${className}" data-testid="click-${decision}">${escapeHtml(label)}</button>
</form>`;
}

export function renderPayPage(payment: ClickPayment, query: string, lang: CheckoutLang): string {
  const texts = CLICK_TEXTS[lang];
  return renderPage(
    lang,
    texts.title,
    `<dl>
<dt>${escapeHtml(texts.service)}</dt><dd>${escapeHtml(payment.serviceId)}</dd>
<dt>${escapeHtml(texts.order)}</dt><dd data-testid="click-order">${escapeHtml(payment.transactionParam)}</dd>
<dt>${escapeHtml(texts.amount)}</dt><dd class="amount" data-testid="click-amount">${formatTiyinAsSom(somTextToTiyin(payment.amount))} ${escapeHtml(texts.currency)}</dd>
</dl>
<div class="actions">
${decisionForm(query, 'pay', texts.pay, 'primary')}
${decisionForm(query, 'fail', texts.fail, 'secondary')}
</div>
<p class="note">${escapeHtml(texts.simulatorNote)}</p>`,
  );
}

function backLink(url: string | undefined, label: string): string {
  return url ? `<p><a href="${escapeHtml(url)}" data-testid="click-back">${escapeHtml(label)}</a></p>` : '';
}

export function renderResultPage(result: ClickFlowResult, lang: CheckoutLang): string {
  const texts = CLICK_TEXTS[lang];
  if (result.outcome !== 'error' || result.failure === undefined) {
    const message = result.outcome === 'paid' ? texts.paid : texts.failed;
    const body = `<p data-testid="click-result">${escapeHtml(message)}</p>${backLink(result.redirectUrl, texts.back)}`;
    return renderPage(lang, texts.title, body);
  }
  const code = result.failure.code === null ? '—' : String(result.failure.code);
  return renderPage(
    lang,
    texts.errorTitle,
    `<dl>
<dt>${escapeHtml(texts.errorCode)}</dt><dd class="error" data-testid="click-error-code">${escapeHtml(code)}</dd>
<dt>${escapeHtml(texts.step)}</dt><dd>${escapeHtml(result.failedAction ?? '')}</dd>
</dl>
<p class="error" data-testid="click-error-note">${escapeHtml(result.failure.note)}</p>
${backLink(result.payment.returnUrl, texts.back)}`,
  );
}

export function renderBadLinkPage(lang: CheckoutLang, reason: string): string {
  const texts = CLICK_TEXTS[lang];
  return renderPage(
    lang,
    texts.badLink,
    `<p class="error" data-testid="click-bad-link">${escapeHtml(reason)}</p>`,
  );
}

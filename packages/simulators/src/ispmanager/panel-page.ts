import { escapeHtml, renderPage } from '../shared/html.js';

const TITLE = 'ISPmanager (simulator)';

/** What a customer sees after following a `session.newkey` link (docs/providers/ispmanager.md). */
export function renderPanelPage(username: string): string {
  return renderPage(
    'en',
    TITLE,
    `<p data-testid="panel-user">Logged in as <strong>${escapeHtml(username)}</strong></p>
<p class="note">This is the fake control panel used in demo mode and tests.</p>`,
  );
}

export function renderPanelLoginFailed(message: string): string {
  return renderPage('en', TITLE, `<p class="error" data-testid="panel-error">${escapeHtml(message)}</p>`);
}

/** A login page in place of JSON: what a panel answers when it blocks authinfo (reference §5, fault "html"). */
export function renderHtmlFaultPage(): string {
  return renderPage(
    'en',
    TITLE,
    `<form method="post" action="/ispmgr"><input type="hidden" name="func" value="auth">
<p><label>Username <input name="username"></label></p><p><label>Password <input name="password" type="password"></label></p>
<button class="primary" type="submit">Log in</button></form>`,
  );
}

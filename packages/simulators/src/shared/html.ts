/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const STYLESHEET_PATH = '/__sim/style.css';

/*
 * Served as a file rather than inline so the pages carry no inline script or style and keep working
 * under any Content-Security-Policy.
 */
export const STYLESHEET = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1d2433}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0 0 20px}
dt{color:#5b6475}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:1.6rem}
.actions{display:flex;gap:12px}.actions form{flex:1}
button{width:100%;padding:12px;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.primary{background:#00a6b4;color:#fff}.secondary{background:#e4e7ec;color:#1d2433}
.error{color:#b42318}
.note{color:#5b6475;font-size:.85rem;margin-top:16px}`;

export function renderPage(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body><main><div class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</div></main></body>
</html>`;
}

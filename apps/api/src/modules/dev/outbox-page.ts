const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The outbox as a plain page: no script, every value escaped. */
export function renderOutboxPage(rows: { to: string; subject: string; text: string; createdAt: Date }[]) {
  const items = rows
    .map(
      (row) =>
        `<article><h2>${escapeHtml(row.subject)}</h2><p><b>${escapeHtml(row.to)}</b> · ` +
        `<time>${escapeHtml(row.createdAt.toISOString())}</time></p><pre>${escapeHtml(row.text)}</pre></article>`,
    )
    .join('\n');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox</title></head>',
    `<body><h1>Outbox</h1><form method="get"><input name="to" aria-label="to"><button>Filter</button></form>`,
    items || '<p>—</p>',
    '</body></html>',
  ].join('\n');
}

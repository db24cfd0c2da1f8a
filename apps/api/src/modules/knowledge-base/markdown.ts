import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Staff write markdown; customers get HTML. marked renders it and sanitize-html keeps an allow-list of tags and
// attributes, so whatever a staff account (or a stolen one) writes, no script, handler or style reaches the
// portal: raw HTML in the markdown is escaped first, and the sanitizer is the second wall.

const marked = new Marked({ gfm: true, breaks: false, async: false });
marked.use({
  renderer: {
    // Raw HTML blocks and inline tags are shown as text, never passed through.
    html: ({ text }) => escapeHtml(text),
  },
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  // An article's own headings sit under the page's h1: a "# " heading becomes h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
        : attribs,
    }),
  },
  allowedSchemesAppliedToAttributes: ['href'],
};
SANITIZE.allowedAttributes = { ...SANITIZE.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

/** The article's markdown as HTML that is safe to put into the page as it is. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}

/** The first words of the text without markup, for a list or a suggestion. */
export function plainExcerpt(markdown: string, maxLength = 180): string {
  const text = sanitizeHtml(marked.parse(markdown, { async: false }), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  // Cut at a word, without the sentence's own stop before the ellipsis ("Pay.…").
  const words = cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength - 20));
  return `${words.replace(/[\s.,;:!?]+$/u, '')}…`;
}

const EXCERPT_LENGTH = 160;

/** Bodies are plain text; blank lines separate paragraphs (the operators' tool writes them that way). */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The first paragraph, cut at a word before EXCERPT_LENGTH characters. */
export function excerptOf(body: string): string {
  const first = paragraphsOf(body)[0] ?? '';
  if (first.length <= EXCERPT_LENGTH) return first;
  const cut = first.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

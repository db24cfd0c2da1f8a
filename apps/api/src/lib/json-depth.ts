/**
 * The deepest any JSON body of ours nests is a handful of levels; this leaves room for any honest client.
 * Deeper bodies (5,000 levels fit in 10 KB) would reach code that walks them recursively and overflow its stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests objects and arrays deeper than `max`: one pass over the characters, no recursion
 * and no parse, so it is safe to run on any body before anything else looks at it.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return false;
}

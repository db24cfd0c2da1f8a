// Reads test counts from the runners' own closing lines, so the final summary adds up real tests.

const sumMatches = (text, pattern) =>
  [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);

/** Vitest: ` Tests  2 failed | 40 passed | 1 skipped (43)`, one line per run. */
const readVitest = (output) => {
  const lines = output.split('\n').filter((line) => /^\s*Tests\s+\d/.test(line));
  if (lines.length === 0) return null;
  const text = lines.join('\n');
  return {
    passed: sumMatches(text, /(\d+) passed/g),
    failed: sumMatches(text, /(\d+) failed/g),
    skipped: sumMatches(text, /(\d+) (?:skipped|todo)/g),
  };
};

/** Playwright's list reporter closes with lines such as `  12 passed (41.2s)`, `  1 failed`, `  1 flaky`. */
const readPlaywright = (output) => {
  const count = (word) => sumMatches(output, new RegExp(`^\\s+(\\d+) ${word}\\b`, 'gm'));
  const counts = {
    passed: count('passed') + count('flaky'),
    failed: count('failed') + count('interrupted'),
    skipped: count('skipped') + count('did not run'),
  };
  return counts.passed + counts.failed + counts.skipped === 0 ? null : counts;
};

const readers = { vitest: readVitest, playwright: readPlaywright };

export const readCounts = (runner, output) => readers[runner]?.(output) ?? null;

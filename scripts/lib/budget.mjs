import { formatSeconds } from './log.mjs';

/**
 * `npm test` on a fresh clone must stay within 25 minutes on two cores (CI's limit is 90). Each step's share of
 * them, in seconds: the summary prints every step's time against its share, so the step that grew is named
 * the day it grows, long before the whole run meets the limit. Lint runs alongside the typecheck, so its share is
 * slack. The web builds run alongside the PostgreSQL step; the journeys' share includes any wait for them.
 */
export const BUDGET_SECONDS = 25 * 60;
export const shares = {
  install: 60,
  lint: 15,
  typecheck: 45,
  unit: 90,
  'api-pglite': 105,
  'api-postgres': 300,
  e2e: 885,
};

const total = Object.values(shares).reduce((sum, seconds) => sum + seconds, 0);
if (total !== BUDGET_SECONDS)
  throw new Error(`the step shares add up to ${total} s, not ${BUDGET_SECONDS} s`);

/** `412.0 s of 400 s, over by 12.0 s` or `212.0 s of 400 s`; '' for a step without a share. */
export const againstShare = (name, ms) => {
  const share = shares[name];
  if (share === undefined) return '';
  const over = ms - share * 1000;
  return `${formatSeconds(ms)} of ${share} s${over > 0 ? `, over by ${formatSeconds(over)}` : ''}`;
};

/** The closing budget line: the whole run against the 25 minutes. */
export const budgetLine = (ms) => {
  const over = ms - BUDGET_SECONDS * 1000;
  return `Budget: ${formatSeconds(ms)} of ${BUDGET_SECONDS} s (25 min)${over > 0 ? `, over by ${formatSeconds(over)}` : ''}`;
};

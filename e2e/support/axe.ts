import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settle } from './page-state.js';

/** Serious and critical WCAG 2.1 AA violations on the settled page; an empty list is the pass. */
export const seriousViolations = async (page: Page) => {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
};

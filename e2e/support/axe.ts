import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Language } from './i18n.js';
import { settle, switchTheme, themes } from './page-state.js';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21aa'];
/** What a theme changes: colours only (themes are CSS tokens), so only the colour rules look again. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const serious = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

/** Serious and critical WCAG 2.1 AA violations on the settled page; an empty list is the pass. */
export const seriousViolations = async (page: Page) => {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return serious(violations).map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
};

/**
 * The open screen in the three themes, switched in place: every rule in the default theme, then the colour rules
 * in the other two. One line per serious or critical violation, `<theme> <rule>: <targets>`; empty is the pass.
 */
export async function themedViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const [index, theme] of themes.entries()) {
    await switchTheme(page, theme);
    if (index === 0) await settle(page);
    const builder = new AxeBuilder({ page });
    if (index === 0) builder.withTags(WCAG_AA);
    else builder.withRules(COLOUR_RULES);
    for (const violation of serious((await builder.analyze()).violations)) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      found.push(`${theme} ${violation.id}: ${targets.join(', ')}`);
    }
  }
  await switchTheme(page, 'default');
  return found;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * How far a screen is swept in one language, so each fact is checked once. In the default language (uz) at a
 * phone's and a desktop's width, each in the three themes: what is on screen depends on the width, its colours on
 * the theme. In every other language once, every rule at the phone's width in the default theme: a language
 * changes text (names, labels, `lang`), the same at any width and in any theme. The key-parity tests prove every
 * text exists in every language.
 */
export const sweepOf = (language: Language) =>
  language === 'uz' ? { viewports: [PHONE, DESKTOP], themed: true } : { viewports: [PHONE], themed: false };

/** The open screen swept as `sweepOf(language)` says, one line per problem (`<width> <theme> <rule>: …`). */
export async function sweptViolations(page: Page, language: Language): Promise<string[]> {
  const { viewports, themed } = sweepOf(language);
  const found: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const problems = themed
      ? await themedViolations(page)
      : (await seriousViolations(page)).map(({ rule, targets }) => `default ${rule}: ${targets.join(', ')}`);
    found.push(...problems.map((problem) => `${viewport.width} ${problem}`));
  }
  return found;
}

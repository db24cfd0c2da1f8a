import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Language } from './i18n.js';
import { settle, switchTheme, themes } from './page-state.js';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21aa'];
/** What a theme changes: colours only (themes are CSS tokens), so only the colour rules look again. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

// The axe-core that @axe-core/playwright is built with, minified.
const axeSource = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe.run in the open page, over `include` (each a selector as axe writes targets) or the whole page, with the
 * rules of these tags or these rules alone. @axe-core/playwright's AxeBuilder sends the whole of axe-core into
 * every frame twice a run and, but in legacy mode, merges the frames' results in a blank tab it opens for every
 * run: the journeys' hundreds of runs spent most of their time on that. Here axe goes into each frame once per
 * page load, and runs where it is (axe.run reaches same-origin frames; the portal's policy, default-src 'self',
 * allows no other).
 */
async function runAxe(
  page: Page,
  only: { tags: string[] } | { rules: string[] },
  { include, violationsOnly = false }: { include?: string[][]; violationsOnly?: boolean } = {},
): Promise<Results> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  }
  const runOnly = 'tags' in only ? { type: 'tag', values: only.tags } : { type: 'rule', values: only.rules };
  // Only the violations in full when nothing else is read: axe then lists one node of each other result.
  const options = violationsOnly ? { runOnly, resultTypes: ['violations'] } : { runOnly };
  return page.evaluate(
    ({ include, options }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<unknown> };
      };
      return axe.run(include ? { include } : document, options) as Promise<Results>;
    },
    { include, options },
  );
}

const serious = (violations: Results['violations']) =>
  violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

/** Serious and critical WCAG 2.1 AA violations on the settled page; an empty list is the pass. */
export const seriousViolations = async (page: Page) => {
  await settle(page);
  const { violations } = await runAxe(page, { tags: WCAG_AA }, { violationsOnly: true });
  return serious(violations).map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
};

/** The elements the colour rules looked at in a run: decided (passed or failed), and also undecided when asked. */
function colourTargets(results: Results, withUndecided: boolean): string[][] {
  const groups = withUndecided
    ? [results.passes, results.violations, results.incomplete]
    : [results.passes, results.violations];
  return groups
    .flat()
    .filter((rule) => COLOUR_RULES.includes(rule.id))
    .flatMap((rule) => rule.nodes.map((node) => node.target.map(String)));
}

/**
 * What colours an element: its own attributes and its ancestors' (classes, inline style, state such as
 * aria-current or disabled), which pick the CSS rules whose tokens a theme swaps. `record` keeps, in the page,
 * each target's element with its signature (forgetting earlier records); `fresh` answers the targets with no
 * record or another signature now. A target axe writes as more than one selector (in a frame or a shadow root)
 * is never recorded, so always fresh.
 */
const colourRecord = (page: Page, targets: string[][], action: 'record' | 'fresh') =>
  page.evaluate(
    ({ targets, action }) => {
      const store = window as unknown as { e2eColoursChecked?: WeakMap<Element, string> };
      if (action === 'record' || !store.e2eColoursChecked) store.e2eColoursChecked = new WeakMap();
      const checked = store.e2eColoursChecked;
      const signature = (element: Element) => {
        const parts: string[] = [];
        for (let at: Element | null = element; at; at = at.parentElement)
          parts.push(`${at.tagName}${[...at.attributes].map((a) => ` ${a.name}="${a.value}"`).join('')}`);
        return parts.join(' < ');
      };
      const fresh: string[][] = [];
      for (const target of targets) {
        const element = target.length === 1 ? document.querySelector(target[0] ?? '') : null;
        if (action === 'record') {
          if (element) checked.set(element, signature(element));
        } else if (!element || checked.get(element) !== signature(element)) fresh.push(target);
      }
      return fresh;
    },
    { targets, action },
  );

export interface ThemedOptions {
  /**
   * This screen was swept just before at another width, and nothing but the width changed since: in the other
   * two themes the colour rules then look only at what the width brought (elements shown only at this width, or
   * whose attributes or ancestors differ here). The width's media queries of the portal and the console lay out,
   * show and hide; the one colour they set is the phone's table cell labels', shown only there. So an element
   * whose own and whose ancestors' attributes are unchanged has the colours it had at the other width, where each
   * theme checked them.
   */
  afterOtherWidth?: boolean;
}

/**
 * The open screen in the three themes, switched in place: every rule in the default theme, then the colour rules
 * in the other two. One line per serious or critical violation, `<theme> <rule>: <targets>`; empty is the pass.
 */
export async function themedViolations(page: Page, { afterOtherWidth = false }: ThemedOptions = {}) {
  const found: string[] = [];
  const report = (theme: string, results: Results) => {
    for (const violation of serious(results.violations)) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      found.push(`${theme} ${violation.id}: ${targets.join(', ')}`);
    }
  };
  await switchTheme(page, 'default');
  await settle(page);
  const everything = await runAxe(page, { tags: WCAG_AA });
  report('default', everything);
  // At the first width, what the colour rules decided (passed or failed) is checked in every theme below; an
  // element they left undecided (text over an image, say) may be decided at the other width, so it is fresh there.
  const fresh = afterOtherWidth ? await colourRecord(page, colourTargets(everything, true), 'fresh') : null;
  if (!afterOtherWidth) await colourRecord(page, colourTargets(everything, false), 'record');
  if (fresh === null || fresh.length > 0) {
    for (const theme of themes.slice(1)) {
      await switchTheme(page, theme);
      report(
        theme,
        await runAxe(page, { rules: COLOUR_RULES }, { include: fresh ?? undefined, violationsOnly: true }),
      );
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
 * the theme (at the desktop's width the other themes look only at what the width changed: themedViolations). In
 * every other language once, every rule at the phone's width in the default theme: a language changes text
 * (names, labels, `lang`), the same at any width and in any theme. The key-parity tests prove every text exists in
 * every language.
 */
export const sweepOf = (language: Language) =>
  language === 'uz' ? { viewports: [PHONE, DESKTOP], themed: true } : { viewports: [PHONE], themed: false };

/** The open screen swept as `sweepOf(language)` says, one line per problem (`<width> <theme> <rule>: …`). */
export async function sweptViolations(page: Page, language: Language): Promise<string[]> {
  const { viewports, themed } = sweepOf(language);
  const found: string[] = [];
  for (const [index, viewport] of viewports.entries()) {
    await page.setViewportSize(viewport);
    const problems = themed
      ? await themedViolations(page, { afterOtherWidth: index > 0 })
      : (await seriousViolations(page)).map(({ rule, targets }) => `default ${rule}: ${targets.join(', ')}`);
    found.push(...problems.map((problem) => `${viewport.width} ${problem}`));
  }
  return found;
}

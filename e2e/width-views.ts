import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';

/** The two views a feature is tested in: a desktop window, and a 390 px phone with touch. */
export const desktopAndPhone = [
  { name: 'desktop', phone: false, use: { viewport: { width: 1400, height: 900 } } },
  (() => {
    const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
    return { name: 'phone (390 px)', phone: true, use: { ...iPhone, viewport: { width: 390, height: 844 } } };
  })(),
];

/** Serious and critical WCAG 2.1 AA violations (of `include` only, when given), summarised for the report. */
export async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** How far the page scrolls sideways: 0 or less when it never does. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ELDER_MODE_ATTRIBUTE, ELDER_MODE_KEY } from '../lib/site/chrome/elder-mode';

/** The device remembers 长者模式 before the test's first page opens, as after an earlier visit. */
export async function rememberElderMode(page: Page) {
  await page.addInitScript(([key]) => window.localStorage.setItem(key!, 'on'), [ELDER_MODE_KEY]);
}

export async function expectElderMode(page: Page, on: boolean) {
  if (on) await expect(page.locator('html')).toHaveAttribute(ELDER_MODE_ATTRIBUTE);
  else await expect(page.locator('html')).not.toHaveAttribute(ELDER_MODE_ATTRIBUTE);
}

/**
 * Every axe violation of WCAG 2.1 A and AA and, in 长者模式, of the enhanced contrast rule
 * (`color-contrast-enhanced`, 7:1, tag wcag2aaa), summarised for the report; of `include` only, when given.
 */
export async function axeViolations(page: Page, elder: boolean, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(elder ? ['wcag2aaa'] : [])])
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`).join(', ')}`,
  );
}

/** Text size and spacing of the page's body and of every visible piece of text, as the browser computed them. */
export async function textMetrics(page: Page) {
  return page.evaluate(() => {
    const px = (value: string) => Number.parseFloat(value);
    const body = getComputedStyle(document.body);
    const small: string[] = [];
    const tight: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
      if (element.closest('[aria-hidden="true"], .leaflet-container, svg')) continue;
      const style = getComputedStyle(element);
      const size = px(style.fontSize);
      const what = `${element.tagName.toLowerCase()} “${node.textContent.trim().slice(0, 20)}” ${style.fontSize}`;
      if (size < 18) small.push(what);
      // `normal` leaves the spacing to the font; a number is what the page asked for.
      if (style.lineHeight !== 'normal' && px(style.lineHeight) / size < 1.6 - 0.01 && size < 24)
        tight.push(`${what} / ${style.lineHeight}`);
    }
    return {
      bodySize: px(body.fontSize),
      bodyLineHeight: px(body.lineHeight) / px(body.fontSize),
      small: [...new Set(small)],
      tight: [...new Set(tight)],
    };
  });
}

/**
 * Visible links, buttons and form controls smaller than 44 × 44 px (WCAG 2.5.5). A link that
 * flows inside running text (an inline box among other text of its block) is left out, as the
 * criterion's inline exception allows.
 */
export async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, summary, input:not([type="hidden"]), textarea, [role="tab"], [role="switch"]',
    );
    for (const target of targets) {
      if (!target.checkVisibility() || target.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(target);
      if (style.display === 'inline' && target.tagName === 'A') {
        const block = target.parentElement;
        const own = target.textContent?.trim() ?? '';
        if (block && (block.textContent?.trim().length ?? 0) > own.length) continue;
      }
      const box = target.getBoundingClientRect();
      if (box.width < 44 - 0.5 || box.height < 44 - 0.5)
        found.push(
          `${target.tagName.toLowerCase()} “${(target.textContent?.trim() || target.getAttribute('aria-label') || target.getAttribute('name') || '').slice(0, 20)}” ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return found;
  });
}

import type { Page } from '@playwright/test';

/**
 * Every button the page floats over its content: the side panel, the compare tray, a detail's bar,
 * the phone's sticky header bar (☰).
 */
export const floated = [
  '[data-testid="quick-nav"] button',
  '[data-compare-tray] a',
  '[data-compare-tray] button',
  '[data-action-bar] a',
  '[data-action-bar] button',
  '[data-testid="header-bar"] a',
  '[data-testid="header-bar"] button',
].join(', ');

/**
 * The floated buttons whose centre a click would not reach: what lies there is something else, or
 * nothing (the button is off the screen). Each is named with what covers it.
 */
export async function coveredButtons(page: Page, selector = floated): Promise<string[]> {
  return page.evaluate((selector) => {
    const name = (element: Element | null) =>
      element
        ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 12)}"${
            element.closest('[data-testid]')
              ? ` in ${element.closest('[data-testid]')!.getAttribute('data-testid')}`
              : ''
          }`
        : 'nothing';
    // A detail's actions float on a phone only; wider, they scroll with the page like any button.
    const floats = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true;
      }
      return false;
    };
    const covered: string[] = [];
    for (const button of document.querySelectorAll(selector)) {
      if (!floats(button)) continue;
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit === button || button.contains(hit)) continue;
      covered.push(`${name(button)} at ${Math.round(x)},${Math.round(y)} lies under ${name(hit)}`);
    }
    return covered;
  }, selector);
}

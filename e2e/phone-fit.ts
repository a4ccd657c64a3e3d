import { expect, type Locator, type Page } from '@playwright/test';

/** A phone the team tries the portal on (issue 27): 390 × 844. */
export const phone = { width: 390, height: 844 };

type Misfit = { what: string; box: { left: number; top: number; right: number; bottom: number } };

/**
 * What a phone user would find off the screen: a page wider than the screen (it scrolls
 * sideways), a visible dialog reaching past an edge, or one of its buttons out of view. A
 * dialog's buttons are its action row (`[data-dialog-actions]`) when it has one, otherwise all but
 * those a sliding strip keeps out of its window.
 */
export async function misfits(
  page: Page,
): Promise<{ width: number; scrollWidth: number; misfits: Misfit[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const found: Misfit[] = [];
    const outside = (rect: DOMRect) =>
      rect.left < -0.5 || rect.top < -0.5 || rect.right > width + 0.5 || rect.bottom > height + 0.5;
    const note = (what: string, rect: DOMRect) =>
      found.push({ what, box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } });
    const dialogs = [
      ...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
    ].filter((dialog) => dialog.checkVisibility());
    for (const dialog of dialogs) {
      const name = dialog.querySelector('h2')?.textContent ?? dialog.dataset.testid ?? 'dialog';
      const rect = dialog.getBoundingClientRect();
      if (outside(rect)) note(`dialog ${name}`, rect);
      const actions = dialog.querySelectorAll<HTMLElement>('[data-dialog-actions] button');
      const buttons = actions.length > 0 ? [...actions] : [...dialog.querySelectorAll<HTMLElement>('button')];
      // A strip that slides (the subject tabs behind ‹ ›) hides its other buttons on purpose.
      const slidAway = (button: HTMLElement) => {
        const box = button.getBoundingClientRect();
        for (let node = button.parentElement; node && node !== dialog; node = node.parentElement) {
          if (getComputedStyle(node).overflowX === 'visible') continue;
          const clip = node.getBoundingClientRect();
          if (box.right <= clip.left + 0.5 || box.left >= clip.right - 0.5) return true;
        }
        return false;
      };
      for (const button of buttons.filter((item) => item.checkVisibility() && !slidAway(item))) {
        const box = button.getBoundingClientRect();
        const inDialog =
          box.left >= rect.left - 0.5 &&
          box.right <= rect.right + 0.5 &&
          box.top >= rect.top - 0.5 &&
          box.bottom <= rect.bottom + 0.5;
        if (outside(box) || !inDialog) note(`button ${button.textContent} of ${name}`, box);
      }
    }
    return { width, scrollWidth: document.documentElement.scrollWidth, misfits: found };
  });
}

/** Nothing scrolls sideways and nothing is off the screen; `where` names the page in the failure. */
export async function expectFits(page: Page, where: string) {
  const { width, scrollWidth, misfits: found } = await misfits(page);
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(width);
  expect(found, `${where}: off the screen`).toEqual([]);
}

/** The line boxes of each matched element's text: one means it sits on one line. */
export async function lineCounts(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return `${element.textContent?.trim()}: ${tops.size}`;
    }),
  );
}

import type { Locator, Page } from '@playwright/test';
import messages from '../../messages/zh-CN.json';
import { kindPath } from '../../sites/pages';

/**
 * The taps `npm run bench:taps` measures (issue 21: the phone menu, a filter, a tab, and the
 * 长者模式 switch), as a visitor on a phone makes them. Each scenario starts from a fresh load of
 * one page; its steps run in order, and a step with a `name` is measured.
 */

/** What shows that a tap was answered: an element that appears (has a box) or goes. */
export type Answer = { selector: string; shown: boolean };

export type Step =
  | { kind: 'tap'; name?: string; target: (page: Page) => Locator; answer: Answer }
  /** A choice a phone makes in its own picker (a `<select>`): set, not timed. */
  | { kind: 'select'; target: (page: Page) => Locator; option: (page: Page) => Promise<string> };

export type Scenario = {
  page: 'home' | 'list' | 'detail';
  /** The page's data is on screen, so the tap meets what a visitor would tap. */
  ready: string;
  steps: Step[];
};

export type TapTenant = { vd: string; list: string; detail: string };

/** Three page families: buyer style, home style, lease (as `npm run lighthouse` measures). */
export const tapTenants: TapTenant[] = [
  {
    vd: 'client',
    list: kindPath('buyerweb', 'list'),
    detail: kindPath('buyerweb', 'noticeDetail', { id: 'assets-project-001' }),
  },
  {
    vd: 'brand',
    list: kindPath('brandweb', 'anncNoticeList'),
    detail: kindPath('brandweb', 'noticeDetail', { id: 'brand-project-001' }),
  },
  {
    vd: 'lease',
    list: kindPath('leaseweb', 'annc'),
    detail: kindPath('leaseweb', 'anncDetail', { id: 'lease-project-001' }),
  },
];

const filters = messages.listFilters;
const menuItems = '#main-menu-items';

const menuButton = (page: Page) => page.getByTestId('menu-button');
const openMenu: Step = { kind: 'tap', target: menuButton, answer: { selector: menuItems, shown: true } };
const openSheet: Step = {
  kind: 'tap',
  target: (page) => page.getByTestId('filter-open'),
  answer: { selector: 'dialog[data-testid="filter-sheet"] [data-testid="filter-panel"]', shown: true },
};
/** The n-th tab (from 1) of a tab list, lit. */
const litTab = (list: string, n: number) => `${list} > [role="tab"]:nth-child(${n})[aria-selected="true"]`;
const secondTab = (list: string): Step & { kind: 'tap' } => ({
  kind: 'tap',
  target: (page) => page.locator(`${list} > [role="tab"]`).nth(1),
  answer: { selector: litTab(list, 2), shown: true },
});

const listTabs = '[data-testid="annc-list"] [role="tablist"]';
const searchTabs = '[data-testid="search-tabs"]';
const detailTabs = '[data-testid="tab-bar"] [role="tablist"]';

/** The taps measured, on pages that open with 长者模式 on (`elderModeOn`) or off. */
export const tapScenarios = (elderModeOn: boolean): Scenario[] => [
  {
    page: 'home',
    ready: 'body',
    steps: [
      { ...openMenu, name: '菜单 open' },
      { kind: 'tap', name: '菜单 close', target: menuButton, answer: { selector: menuItems, shown: false } },
    ],
  },
  {
    page: 'home',
    ready: 'body',
    steps: [
      {
        kind: 'tap',
        // A device that already chose the look (`--elder`) taps it off.
        name: elderModeOn ? '长者模式 off' : '长者模式 on',
        target: (page) =>
          page.getByTestId('top-bar').getByRole('switch', { name: messages.header.topBar.elderMode }),
        answer: { selector: 'html[data-elder]', shown: !elderModeOn },
      },
    ],
  },
  { page: 'home', ready: 'body', steps: [{ ...secondTab(searchTabs), name: 'search tab' }] },
  {
    page: 'list',
    ready: '[data-testid="annc-rows"]',
    steps: [
      { ...openSheet, name: '筛选 open' },
      {
        kind: 'select',
        target: (page) => page.getByTestId('filter-sheet').getByLabel(filters.category),
        // The first category the tenant offers (the option after 全部类别).
        option: async (page) =>
          (await page
            .getByTestId('filter-sheet')
            .getByLabel(filters.category)
            .locator('option')
            .nth(1)
            .getAttribute('value')) ?? '',
      },
      {
        kind: 'tap',
        name: '筛选 确定',
        target: (page) => page.getByTestId('filter-sheet').getByRole('button', { name: filters.apply }),
        answer: { selector: '[data-testid="filter-chip"]', shown: true },
      },
    ],
  },
  {
    page: 'list',
    ready: '[data-testid="annc-rows"]',
    steps: [{ ...secondTab(listTabs), name: 'list state tab' }],
  },
  {
    page: 'detail',
    ready: '[data-testid="tab-bar"]',
    steps: [{ ...secondTab(detailTabs), name: 'detail tab' }],
  },
];

export function pageUrl(site: string, tenant: TapTenant, page: Scenario['page']): string {
  const inner = page === 'home' ? '' : page === 'list' ? tenant.list : tenant.detail;
  return `${site}/${tenant.vd}/${inner}`;
}

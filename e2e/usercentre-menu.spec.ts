import { expect, test } from './csp-guard';
import { answerProfiles, test as profileTest } from './sandbox-profile';
import { openSignedIn } from './usercentre-helpers';

/**
 * What each left-menu page shows from the multi-identity demo user's sandbox data; `landsOn` is the
 * page an entry leads to when it is not its own.
 */
const expectations: Record<string, { testId: string; text?: RegExp; rows?: boolean; landsOn?: string }> = {
  userDetail: { testId: 'user-detail', text: /李多身份/ },
  BindPhone: { testId: 'bind-phone-form', text: /当前手机/ },
  BindEmail: { testId: 'bind-email-form' },
  Identity: { testId: 'real-name-form' },
  ChangePassword: { testId: 'change-password-form' },
  ChangeUserName: { testId: 'change-user-name-form', text: /当前用户名/ },
  AccountSettings: { testId: 'account-settings', text: /绑定手机[\s\S]*修改用户名/ },
  AddBusinessIdentity: { testId: 'add-business-identity', text: /已拥有的身份/ },
  MyParticipation: { testId: 'participation-list', rows: true },
  // Without a record, 参与详情 leads to 我的参与, where one is chosen.
  MyParticipationDetail: { testId: 'participation-list', rows: true, landsOn: 'MyParticipation' },
  CollectList: { testId: 'collect-list' },
  MySchedule: { testId: 'schedule-grid' },
  SetSimulate: { testId: 'set-simulate', text: /起始价/ },
  MyProjects: { testId: 'my-projects', rows: true },
  BankManagement: { testId: 'bank-management', rows: true },
  OrderQuery: { testId: 'order-query', rows: true },
  Settlement: { testId: 'settlement', text: /成交总额/ },
  Notices: { testId: 'notices', text: /未读 \d+ 条/ },
};

// Under both answer profiles: the sandbox's own, and the one a .NET service would give.
for (const profile of answerProfiles) {
  profileTest.describe(`${profile} answers`, () => {
    profileTest.use({ profile });

    profileTest(
      'every page of the left menu opens with sandbox data for the multi-identity user',
      async ({ page }) => {
        profileTest.setTimeout(120_000);
        await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/');
        const menu = page.getByTestId('user-centre-menu');
        await expect(menu.getByRole('link').first()).toBeVisible();
        const links = await menu.getByRole('link').evaluateAll((anchors) =>
          anchors.map((a) => ({
            href: a.getAttribute('href') ?? '',
            target: a.getAttribute('target'),
            name: a.textContent ?? '',
          })),
        );
        const internal = links.filter(
          (link) => link.target !== '_blank' && !link.href.includes('addProjects'),
        );
        expect(internal.length).toBeGreaterThanOrEqual(15);

        for (const link of internal) {
          const key = link.href
            .replace(/\/?(\?.*)?$/, '')
            .split('/')
            .pop()!;
          const expected = expectations[key];
          expect(expected, `no expectation for ${link.href}`).toBeDefined();
          await menu.getByRole('link', { name: link.name, exact: true }).click();
          const path = link.href.split('?')[0]!;
          const landsOn = expected!.landsOn ? path.replace(`/${key}/`, `/${expected!.landsOn}/`) : path;
          await page.waitForURL((url) => url.pathname === landsOn);
          const body = page.getByTestId(expected!.testId);
          await expect(body, link.name).toBeVisible();
          await expect(body).not.toContainText('正在加载');
          await expect(body).not.toContainText('加载失败');
          if (!expected!.landsOn)
            await expect(menu.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
              'aria-current',
              'page',
            );
          if (expected!.text) await expect(body).toContainText(expected!.text);
          if (expected!.rows)
            await expect(body.getByTestId('data-table').locator('tbody tr').first()).not.toContainText(
              '暂无',
            );
        }
      },
    );
  });
}

test('the left menu is 250 px wide, at least 765 px high, and opens join bidding in a new tab', async ({
  page,
}) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/');
  const menu = page.getByTestId('user-centre-menu');
  await expect(menu.getByRole('link', { name: '参与竞价' })).toHaveAttribute('target', '_blank');
  const box = await menu.boundingBox();
  expect(box?.width).toBe(250);
  expect(box?.height).toBeGreaterThanOrEqual(765);
  // The panel loads after hydration elsewhere: once the page is quiet it would be there.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('quick-nav')).toHaveCount(0);
});

test('the buyer side sees favourites and join bidding; the seller side does not', async ({ page }) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/', 'multi', '转让方');
  const menu = page.getByTestId('user-centre-menu');
  await expect(menu.getByRole('link', { name: '基本信息' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '我的收藏' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '参与竞价' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '我的项目' })).toBeVisible();
});

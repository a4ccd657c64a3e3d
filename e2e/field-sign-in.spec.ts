import { textReport } from '../scripts/lib/field/text-report';
import { signIn, storedSession } from './auth-helpers';
import { everyStoredRow, fieldSummary } from './field-reports';
import { expect, test } from './sandbox-faults';

/**
 * Issue 64: a sign-in a failing token call ends does so silently (SPEC §8: a clean-up logout, no
 * message), so the field reports are the one place an operator can see it. The callback page
 * leaves at once; its report must still reach the collector, naming the step and the status and
 * nothing that says who signed in.
 */

// No other test makes the token endpoint answer 503, so the records with it since this test began
// are this test's own: tests share the collector, and a report sent as a page is left carries none
// of the test's headers.
const STATUS = 503;

test('a code exchange the token endpoint fails is a failed sign-in in the field reports, by step and status', async ({
  page,
  request,
  faults,
}) => {
  const since = Date.now();
  // Both token calls of the walk: the sign-in, and the fresh one the plain logout starts (referTime).
  await faults.add({ path: '/adfs/oauth2/token', method: 'POST', status: STATUS, times: 2 });
  await signIn(page, 'buyer');
  await page.waitForURL((url) => url.pathname === '/client/');
  await expect(page.getByTestId('main-menu')).toBeVisible();
  expect((await storedSession(page))?.auth ?? null).toBeNull();

  let reports: number[] = [];
  await expect
    .poll(
      async () => {
        const failed = (await everyStoredRow(request)).filter(
          (row) =>
            row.timeMs >= since &&
            row.eventName === 'sign_in_failed' &&
            row.attributes['call.http_status'] === STATUS,
        );
        reports = [...new Set(failed.map((row) => row.report))];
        return failed.length;
      },
      { message: 'the two failed sign-ins reach the collector', timeout: 20_000 },
    )
    .toBe(2);

  const summary = await fieldSummary(request, reports);
  expect(summary.signIns).toEqual([
    { tenant: 'client', step: 'codeExchange', outcome: 'serverStatus', status: `HTTP ${STATUS}`, count: 2 },
  ]);
  // What `npm run field` prints of it, in its own words.
  const text = textReport(summary);
  expect(text).toContain('\n登录失败（令牌调用失败，登录静默结束）\n');
  expect(text).toMatch(
    new RegExp(
      `^2\\s+client\\s+换取令牌（codeExchange）\\s+服务器错误状态（serverStatus）\\s+HTTP ${STATUS}$`,
      'm',
    ),
  );

  // The callback's records name neither the account nor the code, state or a token.
  const raw = JSON.stringify((await everyStoredRow(request)).filter((row) => reports.includes(row.report)));
  expect(raw).not.toMatch(/\bbuyer\b|code=|state=|eyJ/);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { anyEnvelopeSchema } from '@/lib/contract/envelope';
import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import type { Call as UserCentreCall } from '@/lib/contract/call';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { callApi, signIn } from '../testing/sign-in';

let sandbox: TestSandbox;
let multi: string;
let seller: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  multi = (await signIn(sandbox.origin, 'multi')).tokens.access_token;
  seller = (await signIn(sandbox.origin, 'seller')).tokens.access_token;
}, 30_000);
afterAll(async () => {
  await sandbox.dispose();
});

async function envelope(call: UserCentreCall, body: unknown, token?: string) {
  const response = await callApi(sandbox.origin, `/baseapi${call.path}`, { body, token });
  return { status: response.status, envelope: anyEnvelopeSchema.parse(await response.json()) };
}
async function call<C extends UserCentreCall>(
  c: C,
  body: z.input<C['request']>,
  token = multi,
): Promise<z.infer<C['data']>> {
  const { envelope: answer } = await envelope(c, body, token);
  if (answer.ErrorCode !== 0) throw new Error(`${answer.ErrorCode} ${answer.Message}`);
  return c.data.parse(answer.Data) as z.infer<C['data']>;
}

/** A seller's project as the 新增项目 form sends it, contact the seller demo account. */
function projectOf(location: string, name: string, price: string) {
  return {
    ProjectName: name,
    ListingPrice: price,
    Location: location,
    Description: '',
    ContactName: '王转让',
    ContactPhone: '13800000003',
  };
}

describe('user-centre calls in the sandbox', () => {
  it('answers 401 without a token', async () => {
    expect((await envelope(calls.getUserDetail, {})).status).toBe(401);
  });

  it('gives the multi-identity demo user data on every page', async () => {
    const detail = await call(calls.getUserDetail, {});
    expect(detail.UserName).toBe('李多身份');
    expect(detail.Identities.map((identity) => identity.Identity)).toEqual(['Buyer', 'Saler', '3Th']);
    expect((await call(calls.queryMyParticipation, {})).Total).toBeGreaterThan(10);
    expect((await call(calls.queryBankAccounts, {})).length).toBeGreaterThan(0);
    expect((await call(calls.queryMyProjects, {})).Items.length).toBeGreaterThan(0);
    expect((await call(calls.queryOrders, {})).Total).toBeGreaterThan(10);
    expect((await call(calls.querySettlements, {})).Items.length).toBeGreaterThan(0);
    expect((await call(calls.queryMyNotices, {})).Unread).toBeGreaterThan(0);
  });

  it('keeps an added bank account, and forgets a removed one', async () => {
    const added = await call(calls.addBankAccount, {
      AccountName: '李多身份',
      AccountNo: '6222000011112222',
      BankName: '中国银行',
      BranchName: '郑州分行',
      IsDefault: true,
    });
    const list = await call(calls.queryBankAccounts, {});
    expect(list[0]).toEqual(added);
    expect(list.filter((account) => account.IsDefault)).toHaveLength(1);
    await call(calls.removeBankAccount, { Id: added.Id });
    expect((await call(calls.queryBankAccounts, {})).map((account) => account.Id)).not.toContain(added.Id);
  });

  it('lets only an IsSaler user save a project', async () => {
    const project = projectOf('郑州市', '郑州市办公用房转让', '1200000.50');
    const refused = await envelope(calls.saveProjectBaseInfo, project, multi);
    expect(refused.envelope).toMatchObject({ ErrorCode: 1, Message: '您不是转让方用户，请确认您的身份!' });
    const saved = await call(calls.saveProjectBaseInfo, project, seller);
    expect(saved).toMatchObject({
      ProjectName: project.ProjectName,
      ListingPrice: 1200000.5,
      State: 'Draft',
    });
  });

  it("edits, submits and deletes only a seller's own drafts", async () => {
    const base = projectOf('洛阳市', '洛阳市仓库转让', '500000');
    const draft = await call(calls.saveProjectBaseInfo, base, seller);
    const edited = await call(
      calls.updateProjectBaseInfo,
      { ...base, Id: draft.Id, ProjectName: '洛阳市仓库及场地转让', Description: '含场地' },
      seller,
    );
    expect(edited).toMatchObject({ Id: draft.Id, ProjectName: '洛阳市仓库及场地转让', State: 'Draft' });
    expect(await call(calls.getProjectDetail, { Id: draft.Id }, seller)).toMatchObject({
      Description: '含场地',
    });
    // Someone else's project is not found.
    expect((await envelope(calls.getProjectDetail, { Id: draft.Id }, multi)).envelope.ErrorCode).toBe(1);

    const submitted = await call(calls.submitProjectReview, { Id: draft.Id }, seller);
    expect(submitted.State).toBe('Reviewing');
    const locked = await envelope(calls.removeProject, { Id: draft.Id }, seller);
    expect(locked.envelope).toMatchObject({
      ErrorCode: 1,
      Message: '只有草稿状态的项目可以修改、提交或删除',
    });

    const other = await call(calls.saveProjectBaseInfo, base, seller);
    await call(calls.removeProject, { Id: other.Id }, seller);
    const list = await call(calls.queryMyProjects, { PageSize: 100 }, seller);
    expect(list.Items.map((item) => item.Id)).toContain(draft.Id);
    expect(list.Items.map((item) => item.Id)).not.toContain(other.Id);
  });

  it('filters orders by state and date, and pages them', async () => {
    const paid = await call(calls.queryOrders, { State: 'Paid', PageSize: 100 });
    expect(paid.Items.every((order) => order.State === 'Paid')).toBe(true);
    const firstPage = await call(calls.queryOrders, { PageIndex: 1, PageSize: 5 });
    const secondPage = await call(calls.queryOrders, { PageIndex: 2, PageSize: 5 });
    expect(firstPage.Items).toHaveLength(5);
    expect(secondPage.Items[0]!.OrderNo).not.toBe(firstPage.Items[0]!.OrderNo);
    const none = await call(calls.queryOrders, { StartDate: '2030-01-01', EndDate: null });
    expect(none.Total).toBe(0);
  });

  it('checks the verification code and the old password', async () => {
    const wrongCode = await envelope(calls.bindPhone, { Mobile: '13900000000', Code: '000000' }, multi);
    expect(wrongCode.envelope.ErrorCode).toBe(1);
    const bound = await call(calls.bindPhone, { Mobile: '13900000000', Code: '123456' });
    expect(bound.UserMobile).toBe('13900000000');
    const wrongOld = await envelope(
      calls.changePassword,
      { OldPassword: 'Nope12345', NewPassword: 'Better123', ConfirmPassword: 'Better123' },
      multi,
    );
    expect(wrongOld.envelope).toMatchObject({ ErrorCode: 1, Message: '原密码错误' });
  });

  it('records an identity application once', async () => {
    const form = {
      Identity: 'Company' as const,
      OrgName: '河南某公司',
      CreditCode: '91410100MA44ABCD0Y',
      ContactName: '李四',
      ContactPhone: '13800000002',
    };
    const added = await call(calls.addBusinessIdentity, form);
    expect(added).toMatchObject({ Identity: 'Company', State: 0, IsAuthed: false });
    expect(
      (await call(calls.queryIdentityOptions, {})).find((option) => option.Identity === 'Company')?.Held,
    ).toBe(true);
    expect((await envelope(calls.addBusinessIdentity, form, multi)).envelope.ErrorCode).toBe(1);
  });
});

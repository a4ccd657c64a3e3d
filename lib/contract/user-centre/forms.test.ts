import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  bindPhoneRequestSchema,
  changePasswordRequestSchema,
  changeUserNameRequestSchema,
  realNameRequestSchema,
} from './account-settings';
import { bankAccountFormSchema } from './bank-accounts';
import { addBusinessIdentityRequestSchema } from './business-identity';
import { orderFilterSchema } from './orders';
import { projectBaseInfoSchema } from './projects';
import { setSimulateRequestSchema } from './simulate';
import { userCentreCalls } from './index';

/** The error keys a form would show, by field. */
function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('user-centre form rules', () => {
  it('binds a valid mainland mobile with a six-digit code, and names what is wrong otherwise', () => {
    expect(errorsOf(bindPhoneRequestSchema, { Mobile: '13800000002', Code: '123456' })).toEqual({});
    expect(errorsOf(bindPhoneRequestSchema, { Mobile: '1380000', Code: '12' })).toEqual({
      Mobile: 'mobile',
      Code: 'code',
    });
  });

  it('asks for matching, new passwords of 8 to 20 characters with letters and digits', () => {
    const ok = { OldPassword: 'Demo@1234', NewPassword: 'Better123', ConfirmPassword: 'Better123' };
    expect(errorsOf(changePasswordRequestSchema, ok)).toEqual({});
    expect(
      errorsOf(changePasswordRequestSchema, { ...ok, NewPassword: 'short1', ConfirmPassword: 'short1' }),
    ).toEqual({
      NewPassword: 'passwordRule',
    });
    expect(errorsOf(changePasswordRequestSchema, { ...ok, ConfirmPassword: 'Other1234' })).toEqual({
      ConfirmPassword: 'passwordMismatch',
    });
    expect(
      errorsOf(changePasswordRequestSchema, {
        ...ok,
        NewPassword: 'Demo@1234',
        ConfirmPassword: 'Demo@1234',
      }),
    ).toEqual({ NewPassword: 'passwordSame' });
  });

  it('checks real names, identity-card numbers and user names', () => {
    expect(errorsOf(realNameRequestSchema, { RealName: '李多身份', IdCardNo: '41010519900307123X' })).toEqual(
      {},
    );
    expect(errorsOf(realNameRequestSchema, { RealName: 'Li', IdCardNo: '4101' })).toEqual({
      RealName: 'realName',
      IdCardNo: 'idCard',
    });
    // Right length, wrong check digit: refused before 实名认证 can show 已认证.
    expect(errorsOf(realNameRequestSchema, { RealName: '李多身份', IdCardNo: '410105199003071231' })).toEqual(
      {
        IdCardNo: 'idCard',
      },
    );
    expect(errorsOf(changeUserNameRequestSchema, { UserName: '李多身份2' })).toEqual({});
    expect(errorsOf(changeUserNameRequestSchema, { UserName: '1abc' })).toEqual({ UserName: 'userName' });
  });

  it('requires every bank field and a numeric account number', () => {
    expect(
      errorsOf(bankAccountFormSchema, {
        AccountName: '李多身份',
        AccountNo: '6222020200112233',
        BankName: '中国工商银行',
        BranchName: '郑州金水支行',
      }),
    ).toEqual({});
    expect(
      errorsOf(bankAccountFormSchema, { AccountName: ' ', AccountNo: '62-22', BankName: '', BranchName: '' }),
    ).toEqual({
      AccountName: 'required',
      AccountNo: 'accountNo',
      BankName: 'required',
      BranchName: 'required',
    });
  });

  it('takes an account number typed or pasted in groups of four, and sends the digits', () => {
    const form = { AccountName: '李多身份', BankName: '中国工商银行', BranchName: '郑州金水支行' };
    expect(bankAccountFormSchema.parse({ ...form, AccountNo: ' 6222 0202 0011 2233 ' }).AccountNo).toBe(
      '6222020200112233',
    );
    expect(errorsOf(bankAccountFormSchema, { ...form, AccountNo: '6222 02x0' })).toEqual({
      AccountNo: 'accountNo',
    });
  });

  it('takes amounts as the amount input gives them and refuses zero or partial ones', () => {
    expect(
      setSimulateRequestSchema.parse({ StartPrice: '1000.5', Increment: '10', DurationMinutes: '5' }),
    ).toEqual({
      StartPrice: 1000.5,
      Increment: 10,
      DurationMinutes: 5,
    });
    expect(
      errorsOf(setSimulateRequestSchema, { StartPrice: '0', Increment: '10.', DurationMinutes: 5 }),
    ).toMatchObject({
      StartPrice: expect.any(String),
      Increment: expect.any(String),
    });
    expect(errorsOf(z.pick(projectBaseInfoSchema, { ListingPrice: true }), { ListingPrice: '3.' })).toEqual({
      ListingPrice: 'amount',
    });
  });

  it('checks the credit code of a new business identity', () => {
    const form = {
      Identity: 'Company',
      OrgName: '河南某某公司',
      CreditCode: '91410100MA44XXXX0Y',
      ContactName: '李四',
      ContactPhone: '13800000002',
    };
    expect(errorsOf(addBusinessIdentityRequestSchema, { ...form, CreditCode: '91410100MA44ABCD0Y' })).toEqual(
      {},
    );
    expect(errorsOf(addBusinessIdentityRequestSchema, { ...form, CreditCode: 'abc' })).toEqual({
      CreditCode: 'creditCode',
    });
  });

  it("takes a mobile or a landline as an organisation's or a project's 联系电话", () => {
    const form = {
      Identity: 'Company',
      OrgName: '河南某某公司',
      CreditCode: '91410100MA44ABCD0Y',
      ContactName: '李四',
    };
    for (const phone of [
      '13800000002',
      '0371-12345678',
      '037112345678',
      '010-8765432',
      '0371-12345678-801',
    ]) {
      expect(errorsOf(addBusinessIdentityRequestSchema, { ...form, ContactPhone: phone })).toEqual({});
      expect(
        errorsOf(z.pick(projectBaseInfoSchema, { ContactPhone: true }), { ContactPhone: phone }),
      ).toEqual({});
    }
    for (const phone of ['1380000', '12345678', '0371-123', '电话']) {
      expect(errorsOf(addBusinessIdentityRequestSchema, { ...form, ContactPhone: phone })).toEqual({
        ContactPhone: 'contactPhone',
      });
    }
  });

  it('refuses an order date range that ends before it starts', () => {
    expect(errorsOf(orderFilterSchema, { StartDate: '2026-05-02', EndDate: '2026-05-01' })).toEqual({
      EndDate: 'dateRange',
    });
    expect(orderFilterSchema.parse({})).toEqual({ OrderNo: '', State: null, StartDate: null, EndDate: null });
  });

  it('posts every call under /api/ with a distinct path', () => {
    const calls = Object.values(userCentreCalls);
    expect(new Set(calls.map((call) => call.path)).size).toBe(calls.length);
    for (const call of calls) expect(call.path).toMatch(/^\/api\/[A-Za-z]+Api\/[A-Z][A-Za-z]+$/);
  });
});

describe('field error keys', () => {
  it('each has its Chinese text in the catalogue', async () => {
    const { errorKeys } = await import('../form-rules');
    const messages = (await import('@/messages/zh-CN.json')).default;
    for (const key of errorKeys) expect(messages.uiForm.errors[key]).toMatch(/[\u4e00-\u9fa5]/);
  });
});

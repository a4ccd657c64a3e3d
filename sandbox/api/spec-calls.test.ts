import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyEnvelopeSchema, envelopeSchema } from '@/lib/contract/envelope';
import { specCalls } from '@/lib/contract/spec-calls';
import { getUserBasicInfoPath, getUserInfoPath, userBasicInfoSchema } from '@/lib/contract/user';
import { callApi, signIn } from '../testing/sign-in';
import { signedInSandbox } from '../testing/signed-in-sandbox';
import { callAddress } from './paths';

const signedIn = signedInSandbox('multi');

async function expectAnswer<T extends z.core.$ZodType>(response: Response, data: T): Promise<z.output<T>> {
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  envelopeSchema(data).parse(body);
  const envelope = anyEnvelopeSchema.parse(body);
  expect(envelope.ErrorCode).toBe(0);
  return z.parse(data, envelope.Data);
}

async function expectErrorCode1(response: Response): Promise<string> {
  const envelope = anyEnvelopeSchema.parse(await response.json());
  expect(envelope.ErrorCode).toBe(1);
  expect(envelope.Message).toMatch(/[\u4e00-\u9fa5]/);
  return envelope.Message!;
}

describe('the calls of SPEC §7 answer through their lib/api schemas', () => {
  it('GetUserBasicInfo gives the three identities of the multi-identity account', async () => {
    const data = await expectAnswer(
      await callApi(signedIn.origin, `/baseapi${getUserBasicInfoPath}`, { token: signedIn.token }),
      userBasicInfoSchema,
    );
    expect(data.MemberId).toBeTruthy();
    expect(data.AuthedIdentities.map((identity) => identity.IdentityName)).toEqual([
      '受让方',
      '转让方',
      '拍卖机构',
    ]);
  });

  it('GetUserBasicInfo leaves out MemberId for the account without a member record', async () => {
    const other = (await signIn(signedIn.origin, 'nomember')).tokens.access_token;
    const data = await expectAnswer(
      await callApi(signedIn.origin, `/baseapi${getUserBasicInfoPath}`, { token: other }),
      userBasicInfoSchema,
    );
    expect(data.ObsoleteUser?.UserId).toBeTruthy();
    expect(data.MemberId).toBeNull();
  });

  it('GetUserInfo answers for the web business type asked', async () => {
    const response = await callApi(signedIn.origin, `/baseapi${getUserInfoPath}?webBusinessType=Assets`, {
      token: signedIn.token,
    });
    expect(await expectAnswer(response, z.object({ WebBusinessType: z.string() }))).toMatchObject({
      WebBusinessType: 'Assets',
    });
  });

  it('GetMenuTree gives a three-level tree with buyer and seller sections for the multi account', async () => {
    const tree = await expectAnswer(
      await callApi(signedIn.origin, callAddress(specCalls.getMenuTree), { token: signedIn.token, body: {} }),
      specCalls.getMenuTree.data,
    );
    const names = tree.map((node) => node.MenuName);
    expect(names).toEqual(expect.arrayContaining(['个人中心', '竞买人中心', '转让方中心']));
    const depth = (nodes: typeof tree): number => Math.max(0, ...nodes.map((node) => 1 + depth(node.Items)));
    expect(depth(tree)).toBe(3);
  });

  it('the public calls answer without a token', async () => {
    const publicCalls = [
      [specCalls.findByAppUrl, undefined],
      [specCalls.sidebarConfig, { PlatformId: 'AssetsCliectApp' }],
      [specCalls.queryMarkList, { BusinessType: 'Inventory' }],
      [specCalls.findOrgContactInfo, undefined],
      [specCalls.leaseCustomerService, undefined],
      [specCalls.smallLeaseCustomerService, undefined],
      [specCalls.getCtpClientUrl, undefined],
    ] as const;
    for (const [call, body] of publicCalls) {
      await expectAnswer(await callApi(signedIn.origin, callAddress(call), { body }), call.data);
    }
  });

  it('the customer-service dictionary lists phone, morning, afternoon and address', async () => {
    const values = await expectAnswer(
      await callApi(signedIn.origin, callAddress(specCalls.leaseCustomerService)),
      specCalls.leaseCustomerService.data,
    );
    expect(values).toHaveLength(4);
  });

  it('SaveMark keeps the marks of the signed-in member', async () => {
    const info = await expectAnswer(
      await callApi(signedIn.origin, `/baseapi${getUserBasicInfoPath}`, { token: signedIn.token }),
      userBasicInfoSchema,
    );
    await expectAnswer(
      await callApi(signedIn.origin, callAddress(specCalls.saveMark), {
        token: signedIn.token,
        body: { MemberId: info.MemberId, MarkIds: ['mark-01', 'mark-03'] },
      }),
      specCalls.saveMark.data,
    );
    const after = await expectAnswer(
      await callApi(signedIn.origin, `/baseapi${getUserBasicInfoPath}`, { token: signedIn.token }),
      userBasicInfoSchema,
    );
    expect(after.ObsoleteUser?.MarkIds).toEqual(['mark-01', 'mark-03']);
  });

  it('GetBidUrl gives the bidding app with the view and the token', async () => {
    const url = await expectAnswer(
      await callApi(signedIn.origin, callAddress(specCalls.getBidUrl), {
        token: signedIn.token,
        body: { BidUrlType: 'LookOn' },
      }),
      specCalls.getBidUrl.data,
    );
    expect(url).toBe(`${signedIn.origin}/bid/#/bid?BidUrlType=LookOn&token=${signedIn.token}`);
  });
});

describe('bad input gets ErrorCode 1 with a Chinese message', () => {
  it('malformed JSON', async () => {
    const response = await fetch(`${signedIn.origin}${callAddress(specCalls.queryMarkList)}`, {
      method: 'POST',
      body: '{"BusinessType":',
    });
    expect(await expectErrorCode1(response)).toBe('请求体不是有效的 JSON');
  });

  it('a wrong type names the field', async () => {
    const response = await callApi(signedIn.origin, callAddress(specCalls.sidebarConfig), {
      body: { PlatformId: 7 },
    });
    expect(await expectErrorCode1(response)).toContain('PlatformId');
  });

  it('an unknown id', async () => {
    const response = await callApi(signedIn.origin, callAddress(specCalls.saveMark), {
      token: signedIn.token,
      body: { MemberId: 'not-mine', MarkIds: [] },
    });
    expect(await expectErrorCode1(response)).toBe('会员信息不匹配，请重新登录');
  });

  it('an oversized body', async () => {
    const response = await callApi(signedIn.origin, callAddress(specCalls.sidebarConfig), {
      body: { PlatformId: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    await expectErrorCode1(response);
  });

  it('an unknown path', async () => {
    const response = await callApi(signedIn.origin, '/baseapi/api/NoSuch/Thing');
    expect(response.status).toBe(404);
    await expectErrorCode1(response);
  });
});

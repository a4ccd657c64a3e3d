import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { anyEnvelopeSchema } from '@/lib/contract/envelope';
import { portalCalls } from '@/lib/contract/portal-calls';
import { specCalls } from '@/lib/contract/spec-calls';
import { getUserBasicInfoPath, userBasicInfoSchema } from '@/lib/contract/user';
import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { callApi, signIn } from '../testing/sign-in';

let sandbox: TestSandbox;
let multi: string;
beforeAll(async () => {
  sandbox = await startTestSandbox({ profile: 'dotnet' });
  multi = (await signIn(sandbox.origin, 'multi')).tokens.access_token;
});
afterAll(async () => {
  await sandbox.dispose();
});

type Raw = Record<string, unknown>;
async function raw(path: string, body: unknown = {}, token = multi): Promise<Raw> {
  const response = await callApi(sandbox.origin, `/baseapi${path}`, { token, body });
  expect(response.status).toBe(200);
  return (await response.json()) as Raw;
}

/** The answer as the client reads it: through its own envelope and Data schemas. */
async function read<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  body: unknown = {},
): Promise<z.output<S>> {
  const envelope = anyEnvelopeSchema.parse(await raw(path, body));
  expect(envelope.ErrorCode, envelope.Message ?? '').toBe(0);
  const parsed = schema.safeParse(envelope.Data);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as z.output<S>;
}

describe('the dotnet answer profile', () => {
  it('answers basic user info as a .NET service: numeric ids and BusinessTypeId, buyer as 1, extra fields', async () => {
    const answer = await raw(getUserBasicInfoPath);
    expect(answer).toMatchObject({ ErrorCode: 0, Message: null, Success: true });
    const data = answer.Data as { MemberId: unknown; AuthedIdentities: Raw[]; ObsoleteUser: Raw };
    expect(typeof data.MemberId).toBe('number');
    expect(typeof data.ObsoleteUser.UserId).toBe('number');
    const buyer = data.AuthedIdentities[0]!;
    expect(buyer).toMatchObject({
      BusinessTypeId: 1,
      Identity: 1,
      AuthBusinessIdentities: null,
      ExtensionData: null,
    });
    expect(typeof buyer.IdentityId).toBe('number');
  });

  it('is read by the client as the same identities, ids as strings', async () => {
    const info = await read(getUserBasicInfoPath, userBasicInfoSchema);
    expect(info.MemberId).toMatch(/^\d+$/);
    expect(info.AuthedIdentities.map((identity) => identity.IdentityName)).toEqual([
      '受让方',
      '转让方',
      '拍卖机构',
    ]);
    expect(info.AuthedIdentities[0]).toMatchObject({
      BusinessTypeId: '1',
      Identity: 1,
      AuthBusinessIdentities: [],
    });
  });

  it('writes times as ISO and reads them back in the portal form', async () => {
    const answer = await raw(calls.getUserDetail.path);
    expect((answer.Data as Raw).RegisterTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const detail = await read(calls.getUserDetail.path, calls.getUserDetail.data);
    expect(detail.RegisterTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('takes its numeric ids back in requests: a participation opens by the id the list gave', async () => {
    const page = await read(calls.queryMyParticipation.path, calls.queryMyParticipation.data);
    const first = page.Items[0]!;
    expect(first.Id).toMatch(/^\d+$/);
    const detail = await read(calls.getMyParticipationDetail.path, calls.getMyParticipationDetail.data, {
      Id: first.Id,
    });
    expect(detail.ProjectName).toBe(first.ProjectName);
  });

  it('answers every user-centre read in a shape the client reads', async () => {
    for (const call of [
      calls.getUserDetail,
      calls.queryIdentityOptions,
      calls.getSimulate,
      calls.queryMyParticipation,
      calls.queryBankAccounts,
      calls.queryMyProjects,
      calls.queryOrders,
      calls.querySettlements,
      calls.queryMyNotices,
    ]) {
      await read(call.path, call.data);
    }
    const menu = await read(specCalls.getMenuTree.path, specCalls.getMenuTree.data);
    expect(menu.length).toBeGreaterThan(0);
  });

  it('answers the portal list and an announcement opened by its numeric id', async () => {
    const list = await read(portalCalls.queryAnncList.path, portalCalls.queryAnncList.data, {
      PlatformId: 'AssetsCliectApp',
      Kind: 'project',
    });
    const first = list.Items[0]!;
    expect(first.AnncId).toMatch(/^\d+$/);
    const detail = await read(portalCalls.getAnncDetail.path, portalCalls.getAnncDetail.data, {
      PlatformId: 'AssetsCliectApp',
      AnncId: first.AnncId,
    });
    expect(detail.Title).toBe(first.Title);
  });
});

describe('answer profiles per scope', () => {
  it('gives the dotnet profile only to requests of the scope it was set for', async () => {
    const plain = await startTestSandbox();
    try {
      const token = (await signIn(plain.origin, 'buyer')).tokens.access_token;
      const set = await plain.hook('/__sandbox/profile', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ profile: 'dotnet', scope: 'test-a' }),
      });
      expect(set.status).toBe(200);
      const ask = async (scope?: string) => {
        const response = await fetch(`${plain.origin}/baseapi${getUserBasicInfoPath}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, ...(scope ? { 'x-sandbox-scope': scope } : {}) },
        });
        const body = (await response.json()) as { Data: { AuthedIdentities: Raw[] } };
        return body.Data.AuthedIdentities[0]!.BusinessTypeId;
      };
      expect(await ask('test-a')).toBe(1);
      expect(await ask('test-b')).toBe('Assets');
      expect(await ask()).toBe('Assets');
    } finally {
      await plain.dispose();
    }
  }, 30_000); // a sandbox started and a sign-in inside the test: seconds on a busy machine
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyEnvelopeSchema } from '@/lib/contract/envelope';
import { anncStates, badgeStyles } from '@/lib/contract/announcements';
import { applicantStamps } from '@/lib/contract/announcement-detail';
import { portalCalls } from '@/lib/contract/portal-calls';
import { userCentreCalls } from '@/lib/contract/user-centre';
import type { CallData, CallRequest, Call as PortalCall } from '@/lib/contract/call';
import { variants } from '@/sites/variants';
import { findSite } from '@/sites';
import { searchableWord } from '../db/seed/portal-words';
import { callApi } from '../testing/sign-in';
import { signedInSandbox } from '../testing/signed-in-sandbox';

const signedIn = signedInSandbox('buyer', { timeout: 30_000 });

async function call<C extends PortalCall>(
  c: C,
  body: CallRequest<C>,
  auth = false,
  platformId?: string,
): Promise<CallData<C>> {
  const response = await callApi(signedIn.origin, `/baseapi${c.path}`, {
    body,
    token: auth ? signedIn.token : undefined,
    platformId,
  });
  const envelope = anyEnvelopeSchema.parse(await response.json());
  if (envelope.ErrorCode !== 0) throw new Error(`${envelope.ErrorCode} ${envelope.Message}`);
  return c.data.parse(envelope.Data) as CallData<C>;
}

const assets = 'AssetsCliectApp';

describe('city and county portals (the TradingOrgId header)', () => {
  async function projects(tradingOrgId?: string) {
    const response = await callApi(signedIn.origin, `/baseapi${portalCalls.queryAnncList.path}`, {
      body: { PlatformId: assets, Kind: 'project', PageSize: 100 },
      tradingOrgId,
    });
    const envelope = anyEnvelopeSchema.parse(await response.json());
    return portalCalls.queryAnncList.data.parse(envelope.Data);
  }

  it('lists a city its own announcements, and the province (or an unknown organisation) the rest', async () => {
    const zhengzhou = await projects(findSite('4101client')!.OrgId);
    expect(zhengzhou.Total).toBeGreaterThan(0);
    expect(zhengzhou.Items.every((item) => item.AnncId.startsWith('4101client-'))).toBe(true);
    expect(zhengzhou.Items.every((item) => item.Title.startsWith('郑州市'))).toBe(true);
    const county = await projects(findSite('410181client')!.OrgId);
    expect(county.Items.every((item) => item.AnncId.startsWith('410181client-'))).toBe(true);
    const totals = new Set<number>();
    for (const other of [findSite('client')!.OrgId, '00000000-0000-4000-8000-000000000000', undefined]) {
      const page = await projects(other);
      totals.add(page.Total);
      expect(page.Items.some((item) => item.AnncId.includes('client-'))).toBe(false);
    }
    // The province's list is the same whoever else asks, and larger than any area's.
    expect(totals.size).toBe(1);
    expect([...totals][0]).toBeGreaterThan(zhengzhou.Total);
  });
});

describe('portal announcements in the sandbox', () => {
  it('gives every platform at least 60 announcements in every card state and badge style', async () => {
    for (const variant of Object.values(variants)) {
      const states = new Set<string>();
      const badges = new Set<string>();
      let total = 0;
      for (const kind of ['project', 'notice', 'result'] as const) {
        const page = await call(portalCalls.queryAnncList, {
          PlatformId: variant.PlatformId,
          Kind: kind,
          PageSize: 100,
        });
        total += page.Total;
        for (const item of page.Items) {
          states.add(item.State!);
          badges.add(item.BadgeStyle);
        }
      }
      expect({ platform: variant.PlatformId, enough: total >= 60 }).toEqual({
        platform: variant.PlatformId,
        enough: true,
      });
      expect([...states].sort()).toEqual([...anncStates].sort());
      expect([...badges].sort()).toEqual([...badgeStyles].sort());
    }
  }, 30_000);

  it('filters by state and pages the list', async () => {
    let bidding = 0;
    for (let index = 1, total = Infinity; (index - 1) * 100 < total; index += 1) {
      const all = await call(portalCalls.queryAnncList, {
        PlatformId: assets,
        Kind: 'project',
        PageIndex: index,
        PageSize: 100,
      });
      total = all.Total;
      bidding += all.Items.filter((item) => item.State === 'Bidding').length;
    }
    const page = await call(portalCalls.queryAnncList, {
      PlatformId: assets,
      Kind: 'project',
      State: 'Bidding',
      PageIndex: 2,
      PageSize: 5,
    });
    expect(page.Total).toBe(bidding);
    expect(page.Items).toHaveLength(5);
    expect(page.Items.every((item) => item.State === 'Bidding')).toBe(true);
  });

  it('finds the announcement whose title holds the search word, and nothing for a foreign word', async () => {
    const hits = await call(portalCalls.queryAnncList, {
      PlatformId: assets,
      Kind: 'project',
      Word: searchableWord,
    });
    expect(hits.Items.map((item) => item.Title)).toEqual([expect.stringContaining(searchableWord)]);
    const none = await call(portalCalls.queryAnncList, {
      PlatformId: assets,
      Kind: 'project',
      Word: '100%_不存在',
    });
    expect(none.Total).toBe(0);
  });

  it('shows a detail with steps, tabs, subjects and applicants in every stamp state', async () => {
    const detail = await call(portalCalls.getAnncDetail, {
      PlatformId: assets,
      AnncId: 'assets-project-001',
    });
    expect(detail.Steps.length).toBeGreaterThan(0);
    expect(detail.Tabs.length).toBeGreaterThan(0);
    expect(detail.Subjects).toHaveLength(7);
    expect(detail.Applicants.map((applicant) => applicant.Stamp)).toEqual([...applicantStamps]);
    const result = await call(portalCalls.getAnncDetail, { PlatformId: assets, AnncId: 'assets-result-001' });
    expect(result.Steps.some((step) => step.Stamp)).toBe(true);
  });

  it('answers ErrorCode 1 with a Chinese message for an unknown announcement', async () => {
    const response = await callApi(signedIn.origin, `/baseapi${portalCalls.getAnncDetail.path}`, {
      body: { PlatformId: assets, AnncId: 'nope' },
    });
    expect(anyEnvelopeSchema.parse(await response.json())).toMatchObject({
      ErrorCode: 1,
      Message: '公告不存在或已撤销',
    });
  });
});

describe('user actions persist', () => {
  it('needs a token to apply, and answers the same application number twice', async () => {
    const unauthorised = await callApi(signedIn.origin, `/baseapi${portalCalls.applyBid.path}`, {
      body: { PlatformId: assets, AnncId: 'assets-project-001' },
    });
    expect(unauthorised.status).toBe(401);
    const first = await call(
      portalCalls.applyBid,
      { PlatformId: assets, AnncId: 'assets-project-001' },
      true,
    );
    const again = await call(
      portalCalls.applyBid,
      { PlatformId: assets, AnncId: 'assets-project-001' },
      true,
    );
    expect(again.ApplyCode).toBe(first.ApplyCode);
  });

  it('lists an application in 我的参与 of its own platform only, and knows the user applied', async () => {
    const lease = 'LeaseClientApp';
    const open = await call(
      portalCalls.queryAnncList,
      { PlatformId: lease, Kind: 'project', State: 'Published', PageSize: 100 },
      false,
      lease,
    );
    const annc = open.Items.find((item) => item.CanApply)!;
    const before = await call(
      portalCalls.getMyApply,
      { PlatformId: lease, AnncId: annc.AnncId },
      true,
      lease,
    );
    expect(before.ApplyCode).toBeNull();
    const applied = await call(portalCalls.applyBid, { PlatformId: lease, AnncId: annc.AnncId }, true, lease);
    const after = await call(portalCalls.getMyApply, { PlatformId: lease, AnncId: annc.AnncId }, true, lease);
    expect(after).toMatchObject({ ApplyCode: applied.ApplyCode, ApplyTime: expect.any(String) });

    const participations = async (platformId: string) => {
      const response = await callApi(
        signedIn.origin,
        `/baseapi${userCentreCalls.queryMyParticipation.path}`,
        {
          body: { PageSize: 100 },
          token: signedIn.token,
          platformId,
        },
      );
      const envelope = anyEnvelopeSchema.parse(await response.json());
      return userCentreCalls.queryMyParticipation.data.parse(envelope.Data).Items.map((item) => item.AnncId);
    };
    expect(await participations(lease)).toContain(annc.AnncId);
    expect(await participations(assets)).not.toContain(annc.AnncId);
  });

  it('takes the AnncApply form only when it is complete and free of forbidden characters', async () => {
    const smallLease = 'SmallLeaseClientApp';
    const open = await call(
      portalCalls.queryAnncList,
      { PlatformId: smallLease, Kind: 'project', State: 'Published', PageSize: 100 },
      false,
      smallLease,
    );
    const annc = open.Items.find((item) => item.CanApply)!;
    const form = {
      PlatformId: smallLease,
      AnncId: annc.AnncId,
      ApplicantName: '郑州某商贸有限公司',
      ContactName: '张三',
      ContactPhone: '13800000000',
      IdNumber: '410102199003072014',
      Purpose: '仓储',
      AcceptTerms: true as const,
    };
    const refused = await callApi(signedIn.origin, `/baseapi${portalCalls.submitApply.path}`, {
      body: { ...form, ContactName: '张<三>' },
      token: signedIn.token,
      platformId: smallLease,
    });
    expect(anyEnvelopeSchema.parse(await refused.json())).toMatchObject({ ErrorCode: 1 });
    const done = await call(portalCalls.submitApply, form, true, smallLease);
    expect(done.ApplyCode).toMatch(/^BM/);
    const mine = await call(
      portalCalls.getMyApply,
      { PlatformId: smallLease, AnncId: annc.AnncId },
      true,
      smallLease,
    );
    expect(mine.ApplyCode).toBe(done.ApplyCode);
  });

  it('adds, lists and removes a favourite', async () => {
    const body = { PlatformId: assets, AnncId: 'assets-project-005' };
    await call(portalCalls.addFavourite, body, true);
    const listed = await call(portalCalls.queryFavourites, { PlatformId: assets }, true);
    expect(listed.Items.map((item) => item.AnncId)).toContain('assets-project-005');
    await call(portalCalls.removeFavourite, body, true);
    const after = await call(portalCalls.queryFavourites, { PlatformId: assets }, true);
    expect(after.Items.map((item) => item.AnncId)).not.toContain('assets-project-005');
  });

  it('keeps a posted guest-book message first on the board, contact masked', async () => {
    const posted = await call(portalCalls.postGuestMessage, {
      PlatformId: 'LeaseClientApp',
      Name: '测试用户',
      Contact: '13812345678',
      Content: '求租郑州东区仓库',
    });
    expect(posted.Contact).toBe('138****5678');
    const board = await call(portalCalls.queryGuestMessages, { PlatformId: 'LeaseClientApp' });
    expect(board.Items[0]).toMatchObject({ MessageId: posted.MessageId, Content: '求租郑州东区仓库' });
  });
});

describe('articles, pages and equity trust', () => {
  it('lists articles for every type id a platform names, and inventory by type', async () => {
    for (const variant of Object.values(variants)) {
      if (variant.key === 'inventory') continue;
      for (const typeId of Object.values(variant.articleTypes)) {
        const page = await call(portalCalls.queryArticleList, {
          PlatformId: variant.PlatformId,
          TypeId: typeId,
        });
        expect({ typeId, some: page.Total > 0 }).toEqual({ typeId, some: true });
      }
    }
    const law = await call(portalCalls.queryArticleList, { PlatformId: 'InventoryClientApp', Type: 'law' });
    expect(law.Items[0]?.TypeId).toBe('law');
  }, 30_000);

  it('serves every footer content page of solid waste', async () => {
    for (const id of [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 19]) {
      const page = await call(portalCalls.getContentPage, { PlatformId: 'SolidWasteClientApp', PageId: id });
      expect(page.PageId).toBe(id);
    }
  });

  it('links a trusted company to its notices', async () => {
    const companies = await call(portalCalls.queryCheckInTrust, { PlatformId: 'EquitytrustClientApp' });
    const company = await call(portalCalls.getTrustCompanyDetail, {
      PlatformId: 'EquitytrustClientApp',
      CompanyId: companies.Items[0]!.CompanyId,
    });
    const notice = await call(portalCalls.getCompanyAnncDetail, {
      PlatformId: 'EquitytrustClientApp',
      NoticeId: company.Notices[0]!.NoticeId,
    });
    expect(notice.CompanyName).toBe(company.CompanyName);
    expect(z.string().min(1).parse(notice.Html)).toBeTruthy();
  });
});

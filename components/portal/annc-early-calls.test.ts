import { afterEach, describe, expect, it, vi } from 'vitest';
import { refOf } from '@/lib/api/call-ref';
import { sendCall } from '@/lib/api/send-call';
import { getAnncDetail } from '@/lib/contract/announcement-detail';
import { queryAnncList } from '@/lib/contract/announcements';
import { leasePlatforms, listParams } from '@/lib/contract/list-params';
import { anncListRequest, readListQuery } from '@/lib/portal/list-query';
import { listKind } from '@/lib/portal/route-set';
import { systemKeyName } from '@/lib/session/browser-keys';
import { loadPageWithEarlyCalls } from '@/lib/testing/early-call-page';
import { buildManifest } from '@/sites/manifest';
import { anncDetailEarlyCalls, anncListEarlyCalls } from './annc-early-calls';

const manifest = buildManifest();
const client = manifest.find((site) => site.VirtualDirectory === 'client')!;
const lease = manifest.find((site) => site.PlatformId === 'LeaseClientApp')!;
const origin = 'https://portal.example';
const listAddress = `${origin}/client/buyerweb/list/`;

/** What the list component asks for at this address, through the one client. */
function listPageCall(href: string, site = client) {
  const query = readListQuery(new URL(href).searchParams, {
    regions: new Set(),
    categories: [],
    lease: leasePlatforms.includes(site.PlatformId),
  });
  const kind = listKind(site.portalApp, 'list');
  return sendCall(site, refOf(queryAnncList), anncListRequest(site.PlatformId, kind, query), {
    quiet: true,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early calls of the announcement pages', () => {
  it.each([
    ['', 'the first page'],
    ['?state=Bidding&word=%20%E9%92%A2%E6%9D%90%20&page=3', 'a state, a word and a page'],
    ['?state=Unknown&page=-2&word=', 'unknown values read as the defaults'],
    ['?page=2x', 'a page number with trailing text, as parseInt reads it'],
  ])('answer the list page from its early request (%s: %s)', async (search) => {
    const href = `${listAddress}${search}`;
    const page = loadPageWithEarlyCalls(client, href, anncListEarlyCalls(client, 'list'), {
      systemKey: [systemKeyName(client), 'key-1'],
    });
    expect(page.sent).toHaveLength(1);
    const data = await listPageCall(href);
    // The page's read was the early request: no second one went out.
    expect(page.sent).toHaveLength(1);
    expect(data).toEqual({ Total: 3, Items: [] });
    expect((page.sent[0]!.init.headers as Record<string, string>).SystemKey).toBe('key-1');
  });

  it.each([
    ['?region=410100', 'a region'],
    ['?state=Bidding&price=1000-', 'a price bound beside a state'],
    ['?bidFrom=2026-12-01&sort=priceAsc', 'a bidding window and a sort'],
  ])('leaves a filtered address to the page, which reads the filters (%s: %s)', async (search) => {
    const href = `${listAddress}${search}`;
    const page = loadPageWithEarlyCalls(client, href, anncListEarlyCalls(client, 'list'));
    expect(page.sent).toHaveLength(0);
    await listPageCall(href);
    // Exactly one request, the page's own.
    expect(page.sent).toHaveLength(1);
  });

  it('takes the parameters it reads and those it leaves to the page from the table of list parameters', () => {
    for (const site of [client, lease]) {
      const [plan] = anncListEarlyCalls(site, 'list');
      const early = listParams.filter((row) => row.early);
      expect(Object.values(plan!.query).map((rule) => rule.param)).toEqual(
        early.flatMap((row) => row.params),
      );
      const leftToPage = listParams
        .filter((row) => !row.early && (row.only !== 'lease' || site === lease))
        .flatMap((row) => row.params);
      expect(plan!.onlyWithout).toEqual(leftToPage);
    }
    expect(anncListEarlyCalls(lease, 'list')[0]!.onlyWithout).toContain('area');
    expect(anncListEarlyCalls(client, 'list')[0]!.onlyWithout).not.toContain('area');
  });

  it('leaves a lease list with an area to the page, and answers a list without one, as each page reads it', async () => {
    const leaseList = `${origin}/lease/leaseweb/annc/?area=50-200`;
    const leasePage = loadPageWithEarlyCalls(lease, leaseList, anncListEarlyCalls(lease, 'list'));
    expect(leasePage.sent).toHaveLength(0);
    // The client's list has no area: its page reads the address without it, as the script does.
    const href = `${listAddress}?area=50-200&state=Bidding`;
    const page = loadPageWithEarlyCalls(client, href, anncListEarlyCalls(client, 'list'));
    expect(page.sent).toHaveLength(1);
    await listPageCall(href);
    expect(page.sent).toHaveLength(1);
  });

  it('sends a word from the address without control or reordering characters, as the page reads it', async () => {
    const href = `${listAddress}?word=%00%E2%80%AE%E9%83%91%E5%B7%9E%0A%E2%81%A6`;
    const page = loadPageWithEarlyCalls(client, href, anncListEarlyCalls(client, 'list'));
    expect(page.sent).toHaveLength(1);
    expect(JSON.parse(page.sent[0]!.init.body as string)).toMatchObject({ Word: '郑州' });
    await listPageCall(href);
    expect(page.sent).toHaveLength(1);
  });

  it('sends each early answer to one read only; the next read asks the API again', async () => {
    const page = loadPageWithEarlyCalls(client, listAddress, anncListEarlyCalls(client, 'list'));
    await listPageCall(listAddress);
    await listPageCall(listAddress);
    expect(page.sent).toHaveLength(2);
  });

  it('leaves a signed-in visitor’s calls to the page (their token may be refreshed at start)', () => {
    const page = loadPageWithEarlyCalls(client, listAddress, anncListEarlyCalls(client, 'list'), {
      signedIn: true,
    });
    expect(page.sent).toHaveLength(0);
    expect(page.window.__portalEarlyCalls).toBeUndefined();
  });

  it('asks for the detail named by ?id= and sends nothing without one', async () => {
    const detail = `${origin}/client/buyerweb/noticeDetail/`;
    expect(loadPageWithEarlyCalls(client, detail, anncDetailEarlyCalls(client)).sent).toHaveLength(0);
    const page = loadPageWithEarlyCalls(client, `${detail}?id=%20A-1%20`, anncDetailEarlyCalls(client));
    expect(page.sent).toHaveLength(1);
    expect(JSON.parse(page.sent[0]!.init.body as string)).toEqual({
      PlatformId: client.PlatformId,
      AnncId: 'A-1',
    });
    await sendCall(
      client,
      refOf(getAnncDetail),
      { PlatformId: client.PlatformId, AnncId: ' A-1 ' },
      { quiet: true },
    ).catch(() => null);
    expect(page.sent).toHaveLength(1);
  });
});

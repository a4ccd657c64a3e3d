import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCall } from '@/lib/api/send-call';
import { queryAnncList } from '@/lib/contract/announcements';
import { queryBanners } from '@/lib/contract/home-banners';
import { homeFeedRequests } from '@/lib/portal/home-feed-requests';
import { homeSections } from '@/lib/portal/home-sections';
import { loadPageWithEarlyCalls } from '@/lib/testing/early-call-page';
import { buildManifest } from '@/sites/manifest';
import { homeEarlyCalls } from './home-early-calls';
import { refOf } from '@/lib/api/call-ref';

const client = buildManifest().find((site) => site.VirtualDirectory === 'client')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early calls of the home page', () => {
  it('answer the banner and the first block from the HTML’s requests', async () => {
    const sections = homeSections(client);
    const first = sections[0]!.feed;
    if (first.source === 'houses') throw new Error('the province home starts with a list block');
    const page = loadPageWithEarlyCalls(
      client,
      'https://portal.example/client/',
      homeEarlyCalls(sections, client),
    );
    expect(page.sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/baseapi/api/PortalApi/QueryBanners',
      '/baseapi/api/AnncApi/QueryAnncList',
    ]);
    page.answerWith(async () => page.json({ ErrorCode: 0, Message: null, Data: { Items: [] } }));
    await sendCall(client, refOf(queryBanners), { PlatformId: client.PlatformId }, { quiet: true });
    await sendCall(client, refOf(queryAnncList), homeFeedRequests(client, first).annc!, { quiet: true });
    // Both reads were the early requests: nothing more went out.
    expect(page.sent).toHaveLength(2);
  });
});

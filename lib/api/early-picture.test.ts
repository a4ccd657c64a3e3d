import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadPageWithEarlyCalls } from '@/lib/testing/early-call-page';
import { buildManifest } from '@/sites/manifest';
import { firstItemImage, planEarlyCall } from './early-calls';

const site = buildManifest().find((each) => each.VirtualDirectory === 'client')!;
const listCall = {
  base: 'API',
  path: '/api/Test/List',
  method: 'POST',
  request: z.object({ PlatformId: z.string() }),
  data: z.unknown(),
  auth: 'none',
} as const;
const address = 'https://portal.example/client/list/';
const withPicture = [planEarlyCall(listCall, { PlatformId: site.PlatformId }, { image: firstItemImage })];

const answering = (status: number, data: unknown) => async () =>
  new Response(JSON.stringify({ ErrorCode: 0, Message: null, Data: data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Lets the script's handlers of the answer run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the largest picture of an early answer', () => {
  it('is preloaded as soon as the answer is in, at high priority, and the answer stays whole for the page', async () => {
    const page = loadPageWithEarlyCalls(site, address, withPicture, {
      answer: answering(200, { Items: [{ ImageUrl: '/attachment/photo/1.jpg' }, { ImageUrl: '/2.jpg' }] }),
    });
    await settled();
    expect(page.preloads).toEqual([
      expect.objectContaining({
        rel: 'preload',
        as: 'image',
        href: 'https://portal.example/attachment/photo/1.jpg',
        fetchpriority: 'high',
      }),
    ]);
    const [call] = page.window.__portalEarlyCalls as Array<{ response: Promise<Response> }>;
    await expect((await call!.response).json()).resolves.toMatchObject({ Data: { Items: [{}, {}] } });
  });

  it('is left alone when the answer has none, failed, or names a non-web address', async () => {
    for (const answer of [
      answering(200, { Items: [] }),
      answering(200, { Items: [{ ImageUrl: null }] }),
      answering(500, { Items: [{ ImageUrl: '/1.jpg' }] }),
      answering(200, { Items: [{ ImageUrl: 'javascript:alert(1)' }] }),
      async () => new Response('<html>', { status: 200 }),
    ]) {
      const page = loadPageWithEarlyCalls(site, address, withPicture, { answer });
      await settled();
      expect(page.preloads).toEqual([]);
    }
  });

  it('is not looked for when the plan names none', async () => {
    const plain = [planEarlyCall(listCall, { PlatformId: site.PlatformId })];
    const page = loadPageWithEarlyCalls(site, address, plain, {
      answer: answering(200, { Items: [{ ImageUrl: '/1.jpg' }] }),
    });
    await settled();
    expect(page.preloads).toEqual([]);
    expect(plain[0]).not.toHaveProperty('image');
  });
});

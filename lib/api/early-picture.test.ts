import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadPageWithEarlyCalls } from '@/lib/testing/early-call-page';
import { buildManifest } from '@/sites/manifest';
import { firstItemImage, planEarlyCall } from './early-calls';
import { preloadEarlyPictures } from './early-picture';
import type { EarlyCall } from './early-response';

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

/**
 * The page's scripts starting: calls preloadEarlyPictures on a head that records what is added, and
 * returns what it holds once the answers' handlers have run.
 */
function startScripts(page: ReturnType<typeof loadPageWithEarlyCalls>) {
  const added: Array<Record<string, unknown>> = [];
  const doc = {
    createElement: () => {
      const element: Record<string, unknown> = {};
      element.setAttribute = (name: string, value: string) => void (element[name] = value);
      return element;
    },
    head: { appendChild: (element: Record<string, unknown>) => void added.push(element) },
  } as unknown as Document;
  preloadEarlyPictures(doc, (page.window.__portalEarlyCalls ?? []) as EarlyCall[]);
  return async () => {
    await settled();
    return added.map(({ setAttribute: _setAttribute, ...properties }) => properties);
  };
}

describe('the largest picture of an early answer', () => {
  it('is preloaded at high priority once the page scripts start, never by the inline script, and the answer stays whole for the page', async () => {
    const page = loadPageWithEarlyCalls(site, address, withPicture, {
      answer: answering(200, { Items: [{ ImageUrl: '/attachment/photo/1.jpg' }, { ImageUrl: '/2.jpg' }] }),
    });
    await settled();
    // While the page's scripts still load, the picture would take their bandwidth.
    expect(page.preloads).toEqual([]);
    expect(await startScripts(page)()).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: 'https://portal.example/attachment/photo/1.jpg',
        fetchpriority: 'high',
      },
    ]);
    const [call] = page.window.__portalEarlyCalls as Array<{ response: Promise<Response> }>;
    await expect((await call!.response).json()).resolves.toMatchObject({ Data: { Items: [{}, {}] } });
  });

  it('is preloaded when the answer comes after the scripts have started', async () => {
    let answer!: (response: Response) => void;
    const page = loadPageWithEarlyCalls(site, address, withPicture, {
      answer: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const preloaded = startScripts(page);
    expect(await preloaded()).toEqual([]);
    answer(await answering(200, { Items: [{ ImageUrl: 'https://cdn.example/1.jpg' }] })());
    expect(await preloaded()).toEqual([
      { rel: 'preload', as: 'image', href: 'https://cdn.example/1.jpg', fetchpriority: 'high' },
    ]);
  });

  it('is left alone when the answer has none, failed, or names a non-web address', async () => {
    for (const answer of [
      answering(200, { Items: [] }),
      answering(200, { Items: [{ ImageUrl: null }] }),
      answering(500, { Items: [{ ImageUrl: '/1.jpg' }] }),
      answering(200, { Items: [{ ImageUrl: 'javascript:alert(1)' }] }),
      async () => new Response('<html>', { status: 200 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const page = loadPageWithEarlyCalls(site, address, withPicture, { answer });
      await settled();
      expect(await startScripts(page)()).toEqual([]);
    }
  });

  it('is not looked for when the plan names none', async () => {
    const plain = [planEarlyCall(listCall, { PlatformId: site.PlatformId })];
    const page = loadPageWithEarlyCalls(site, address, plain, {
      answer: answering(200, { Items: [{ ImageUrl: '/1.jpg' }] }),
    });
    await settled();
    expect(await startScripts(page)()).toEqual([]);
    expect(plain[0]).not.toHaveProperty('image');
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '@/components/i18n/messages-provider';
import { SiteContext } from '@/lib/site/site-context';
import messages from '@/messages/zh-CN.json';
import type { SiteConfig } from '@/sites/schema';
import { LoadState, type LoadQuery } from './load-state';
import { SLOW_AFTER_MS } from './use-slow';

type Page = { Items: string[] };
let root: Root;
let host: HTMLDivElement;

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const site = { VirtualDirectory: 'client' } as SiteConfig;
async function show(query: LoadQuery<Page>) {
  await act(async () =>
    root.render(
      <MessagesProvider messages={messages}>
        <SiteContext.Provider value={site}>
          <LoadState query={query}>{(data) => <p>{data.Items.join(',')}</p>}</LoadState>
        </SiteContext.Provider>
      </MessagesProvider>,
    ),
  );
}
const text = () => host.textContent?.replace(/\s+/g, ' ').trim();
const button = (name: string) =>
  [...host.querySelectorAll('button')].find((element) => element.textContent === name);
// The notice's code is a chunk of its own (lazy-slow-answer.tsx): a wait lets it arrive and render.
const wait = async (ms: number) => {
  await act(async () => void vi.advanceTimersByTime(ms));
  await act(async () => void (await import('./slow-answer')));
};

describe('a load that takes too long', () => {
  it('says the network is slow after 8 s, with 重试 that sends again and counts from nothing', async () => {
    const mutate = vi.fn();
    await show({ data: undefined, isLoading: true, mutate });
    await wait(SLOW_AFTER_MS - 1);
    expect(text()).toBe('正在加载…');
    await wait(1);
    expect(text()).toBe('正在加载…网络较慢，仍在等待回应重试返回');
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('网络较慢');

    await act(async () => button('重试')!.click());
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(text()).toBe('正在加载…');
    await wait(SLOW_AFTER_MS - 1);
    expect(text()).toBe('正在加载…');
    await wait(1);
    expect(button('重试')).toBeDefined();
  });

  it('says nothing of a wait that ended in time, and a later wait starts its own count', async () => {
    const mutate = vi.fn();
    await show({ data: undefined, isLoading: true, mutate });
    await wait(SLOW_AFTER_MS - 1000);
    await show({ data: { Items: ['甲'] }, isLoading: false, mutate });
    expect(text()).toBe('甲');
    await show({ data: undefined, isLoading: true, mutate });
    await wait(SLOW_AFTER_MS - 1);
    expect(text()).toBe('正在加载…');
    await wait(1);
    expect(text()).toContain('网络较慢');
  });

  it('返回 goes to the page before, or home when the tab opened here', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await show({ data: undefined, isLoading: true, mutate: vi.fn() });
    await wait(SLOW_AFTER_MS);
    window.history.pushState(null, '', '/client/buyerweb/list/');
    await act(async () => button('返回')!.click());
    expect(back).toHaveBeenCalledTimes(1);
  });
});

import { vi } from 'vitest';
import { EARLY_CALLS_ELEMENT, earlyCallScript } from '@/lib/api/early-call-script';
import { earlyCallPage, type EarlyCallPlan } from '@/lib/api/early-calls';
import type { ApiSite } from '@/lib/api/transport';
import { installFakeWindow } from './fake-browser';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A page of `site` at `href` whose HTML carries `plans`: the inline script runs as the browser would run it,
 * against a fake window whose fetch records every request and answers with `answer`.
 */
export function loadPageWithEarlyCalls(
  site: ApiSite,
  href: string,
  plans: EarlyCallPlan[],
  options: { signedIn?: boolean; systemKey?: [string, string]; answer?: () => Promise<Response> } = {},
) {
  const url = new URL(href);
  const browser = installFakeWindow(url.origin);
  const location = Object.assign(browser.window.location, { href: url.href, search: url.search });
  if (options.signedIn) browser.window.localStorage.setItem('authInfo', '{"auth":{}}');
  if (options.systemKey) browser.window.sessionStorage.setItem(...options.systemKey);
  const sent: Array<{ url: string; init: RequestInit }> = [];
  let answer: () => Promise<Response> =
    options.answer ?? (async () => json({ ErrorCode: 0, Message: null, Data: { Total: 3, Items: [] } }));
  const fetch = vi.fn(async (target: string, init: RequestInit) => {
    sent.push({ url: target, init });
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  const preloads: Array<Record<string, string>> = [];
  const document = {
    getElementById: (id: string) =>
      id === EARLY_CALLS_ELEMENT ? { textContent: JSON.stringify(earlyCallPage(site, plans)) } : null,
    createElement: () => {
      const element: Record<string, string> & { setAttribute?: (name: string, value: string) => void } = {};
      element.setAttribute = (name, value) => void (element[name] = value);
      return element;
    },
    head: { appendChild: (element: Record<string, string>) => void preloads.push(element) },
  };
  const run = new Function(
    'window',
    'document',
    'location',
    'localStorage',
    'sessionStorage',
    'fetch',
    earlyCallScript,
  );
  run(browser.window, document, location, browser.window.localStorage, browser.window.sessionStorage, fetch);
  return {
    window: browser.window as typeof browser.window & {
      location: typeof location;
      __portalEarlyCalls?: unknown[];
    },
    sent,
    /** The `<link>` elements the script added to the head, by their properties. */
    preloads,
    answerWith: (next: () => Promise<Response>) => {
      answer = next;
    },
    json,
  };
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { publicCalls } from '@/lib/contract/public-calls';
import { queryAnncList } from '@/lib/contract/announcements';
import { getAnncDetail } from '@/lib/contract/announcement-detail';
import { buildManifest } from '@/sites/manifest';
import { earlyCallPage, planEarlyCall } from './early-calls';
import { EARLY_CALLS_ELEMENT } from './early-call-names';
import { earlyDeclarationModule, plannedCallNames, startsBeforeHydration } from './early-checks';

const client = buildManifest().find((site) => site.VirtualDirectory === 'client')!;

function pageWith(text: string): Document {
  document.body.innerHTML = '';
  const element = document.createElement('script');
  element.id = EARLY_CALLS_ELEMENT;
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the checks started before hydration', () => {
  it('reads the call names of the plans the page was built with', () => {
    const plans = [
      planEarlyCall(queryAnncList, {
        PlatformId: client.PlatformId,
        Kind: 'project',
        PageIndex: 1,
        PageSize: 12,
      }),
      planEarlyCall(getAnncDetail, { PlatformId: client.PlatformId, AnncId: 'x' }),
    ];
    const doc = pageWith(JSON.stringify(earlyCallPage(client, plans)));
    expect(plannedCallNames(doc)).toEqual(['queryAnncList', 'getAnncDetail']);
  });

  it.each([
    ['no plans element', null],
    ['unreadable JSON', '{"calls": ['],
    ['calls that are not a list', '{"calls": {"name": "queryAnncList"}}'],
    ['plans without a name', '{"calls": [{"url": "/x"}, {"name": 7}, null]}'],
  ])('names nothing for %s', (_case, text) => {
    const doc = text === null ? document : pageWith(text);
    expect(plannedCallNames(doc)).toEqual([]);
  });

  it('loads, for every call it starts, the module that declares that very call', async () => {
    const names = Object.keys(publicCalls).filter(startsBeforeHydration);
    expect(names).toContain('queryAnncList');
    for (const name of names) {
      const loaded = (await earlyDeclarationModule(name)) as Record<string, unknown>;
      expect(loaded[name], name).toBe(publicCalls[name as keyof typeof publicCalls]);
    }
  });
});

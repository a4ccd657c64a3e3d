import { describe, expect, it } from 'vitest';
import messages from '@/messages/zh-CN.json';
import { clientMessages } from './client-messages';

describe('client messages of a page', () => {
  it('ship the shared namespaces, the header without its menu words, and only the two portal dialogs of the portal namespace', () => {
    const picked = clientMessages(messages);
    expect(Object.keys(picked).sort()).toEqual(['api', 'auth', 'header', 'portal', 'quickNav', 'ui']);
    expect(picked.portal).toEqual({ marks: messages.portal.marks, identity: messages.portal.identity });
    expect(picked.header).toEqual({
      topBar: messages.header.topBar,
      logoAlt: messages.header.logoAlt,
      yuJiaoYi: messages.header.yuJiaoYi,
      search: messages.header.search,
    });
    expect(picked).not.toHaveProperty('userCentre');
    expect(picked).not.toHaveProperty('footer');
  });

  it('add a page family namespace whole, keeping the shared pieces the same objects', () => {
    const portalPage = clientMessages(messages, ['portal']);
    expect(portalPage.portal).toBe(messages.portal);
    const userCentrePage = clientMessages(messages, ['userCentre']);
    expect(userCentrePage.userCentre).toBe(messages.userCentre);
    const topBar = (page: typeof userCentrePage) => (page.header as Record<string, unknown>).topBar;
    expect(topBar(userCentrePage)).toBe(topBar(clientMessages(messages)));
  });
});

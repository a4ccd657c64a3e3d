import { describe, expect, it } from 'vitest';
import messages from '@/messages/zh-CN.json';
import { clientMessages } from './client-messages';

describe('client messages of a page', () => {
  it('ship what the first paint translates: the header without its menu words, API errors and UI states', () => {
    const picked = clientMessages(messages);
    expect(Object.keys(picked).sort()).toEqual(['api', 'header', 'ui']);
    expect(picked.header).toEqual({
      topBar: messages.header.topBar,
      logoAlt: messages.header.logoAlt,
      yuJiaoYi: messages.header.yuJiaoYi,
      search: messages.header.search,
    });
    // Parts loaded later bring their own text (i18n/catalogue-parts.ts).
    for (const later of ['userCentre', 'footer', 'quickNav', 'auth', 'portal']) {
      expect(picked).not.toHaveProperty(later);
    }
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
